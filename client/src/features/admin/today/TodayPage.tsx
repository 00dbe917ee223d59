import { PageHeader } from '../components/PageHeader';

/** /admin/today: the front desk's day (being built: arrivals, in house, departures, balances, holds). */
export default function TodayPage() {
  return <PageHeader title="Today" />;
}
