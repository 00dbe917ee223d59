import { Spinner } from '../../../components/ui/Spinner';
import { LoadFailure } from '../../../components/admin/LoadState';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ChargeDefaultsPanel } from '../folio-charges/ChargeDefaultsForm';
import { GstFactsPanel } from './GstFactsPanel';
import { HotelProfileForm } from './HotelProfileForm';
import { HotelSettingsForm } from './HotelSettingsForm';
import { profileValuesOf, useHotelProfilePage, useSaveHotelProfile } from './use-hotel-profile';
import { useHotelSettingsPage, useSaveHotelSettings, valuesOf } from './use-hotel-settings';
import './settings.css';

/**
 * /admin/settings: the hotel as guests see it (its profile: every page, mail and receipt), its
 * legal identity on its tax invoices, and the GST facts the server applies.
 */
export default function SettingsPage() {
  const page = useHotelSettingsPage();
  const save = useSaveHotelSettings();
  const profile = useHotelProfilePage();
  const saveProfile = useSaveHotelProfile();
  return (
    <AdminPage
      title="Settings"
      lead="The hotel as guests see it, and as its tax invoices name it. Issued documents keep their own copy: an edit never changes them."
    >
      {profile.status === 'loading' && <Spinner label="Loading the profile…" />}
      {profile.status === 'error' && <LoadFailure title="Failed to load the profile" refusal={profile.refusal} />}
      {profile.status === 'ready' && (
        <section className="admin-panel settings-profile">
          <HotelProfileForm initialValues={profileValuesOf(profile.data.hotelProfile)} onSave={saveProfile} />
        </section>
      )}
      {page.status === 'loading' && <Spinner label="Loading the settings…" />}
      {page.status === 'error' && <LoadFailure title="Failed to load the settings" refusal={page.refusal} />}
      {page.status === 'ready' && (
        <div className="settings-layout">
          <section className="admin-panel">
            <HotelSettingsForm
              initialValues={valuesOf(page.data.hotelSettings)}
              states={page.data.gstFacts.states}
              onSave={save}
            />
          </section>
          <GstFactsPanel facts={page.data.gstFacts} />
        </div>
      )}
      <ChargeDefaultsPanel />
    </AdminPage>
  );
}
