import { PageHeader } from '../components/PageHeader';

/** /admin/reports: occupancy, ADR, RevPAR, revenue and money by method (being built). */
export default function ReportsPage() {
  return <PageHeader title="Reports" />;
}
