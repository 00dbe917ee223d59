import { PageHeader } from '../components/PageHeader';

/** /admin/settings: the hotel's legal identity (being built). */
export default function SettingsPage() {
  return <PageHeader title="Settings" />;
}
