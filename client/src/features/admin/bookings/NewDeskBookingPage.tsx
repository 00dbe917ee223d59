import { PageHeader } from '../components/PageHeader';

/** /admin/booking/new: a walk-in or phone booking made at the desk (being built). */
export default function NewDeskBookingPage() {
  return <PageHeader title="New booking" />;
}
