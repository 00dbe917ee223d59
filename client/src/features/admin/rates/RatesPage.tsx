import { PageHeader } from '../components/PageHeader';

/** /admin/rates: the rate calendar (being built). */
export default function RatesPage() {
  return <PageHeader title="Rates" />;
}
