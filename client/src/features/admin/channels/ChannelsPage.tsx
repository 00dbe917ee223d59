import { AdminPage } from '../../../components/admin/AdminPage';
import { mayUse } from '../../../lib/admin-session';
import { useAdminSession } from '../session/AdminSessionContext';
import { ConflictInbox } from './ConflictInbox';
import { ExportLinks } from './ExportLinks';
import { GoogleLinksSection } from './GoogleLinksSection';
import { ImportedCalendars } from './ImportedCalendars';
import { useRoomChoices } from './use-channel-data';
import './channels.css';

/** The owner and the manager: the calendars, the ways out of a conflict, the links. */
function ManagedChannels() {
  const { session } = useAdminSession();
  const rooms = useRoomChoices();
  return (
    <>
      <ConflictInbox rooms={rooms} />
      <ImportedCalendars rooms={rooms} />
      <ExportLinks mayMake={mayUse(session?.admin, 'Mutation.regenerateIcalToken')} />
      {mayUse(session?.admin, 'Query.googleFeeds') && <GoogleLinksSection />}
    </>
  );
}

/**
 * /admin/channels (issue 30): the OTAs' calendars in and out. First the conflict inbox (an OTA
 * stay whose nights are taken here is a double booking in the making), then the calendars the
 * hotel imports, the hotel's own calendars for the channels, and Google's free booking links.
 * The front desk sees the inbox only, to read; the server's permission table decides who may what.
 */
export default function ChannelsPage() {
  const { session } = useAdminSession();
  const manages = mayUse(session?.admin, 'Mutation.resolveChannelConflict');
  return (
    <AdminPage
      title="Channels"
      lead={
        manages
          ? 'Booking.com, Airbnb and the other sites that sell your rooms: their calendars and yours, kept in step.'
          : 'Stays sold on Booking.com, Airbnb and other sites whose nights are taken here.'
      }
    >
      {manages ? <ManagedChannels /> : <ConflictInbox />}
    </AdminPage>
  );
}
