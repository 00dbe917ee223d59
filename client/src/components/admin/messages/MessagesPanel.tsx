import { Panel } from '../AdminPage';
import { GuestWhatsAppChoice } from './GuestWhatsAppChoice';
import { MessageList } from './MessageList';

/** A stay's or an event's messages: a stay has a few dozen at most, so one page of 50 shows them all. */
const PANEL_PAGE = 50;

/**
 * The "Messages" panel of a booking's and an event's page: the guest's WhatsApp choice (changed
 * only at the guest's request) and every message about the stay or event, newest first, each
 * with "Send again". What the person may do is the permission table's (the page says).
 */
export function MessagesPanel({
  bookingId,
  eventId,
  phone,
  mayResend,
  mayChangeConsent,
}: {
  bookingId?: string;
  eventId?: string;
  /** The guest's (or the host's) phone, whose WhatsApp choice shows. */
  phone: string;
  mayResend: boolean;
  mayChangeConsent: boolean;
}) {
  return (
    <Panel title="Messages">
      <GuestWhatsAppChoice phone={phone} mayChange={mayChangeConsent} />
      <MessageList
        label={`Messages about this ${bookingId ? 'booking' : 'event'}`}
        filter={bookingId ? { bookingId } : { eventId }}
        pageSize={PANEL_PAGE}
        mayResend={mayResend}
        empty={`No messages about this ${bookingId ? 'booking' : 'event'} yet.`}
      />
    </Panel>
  );
}
