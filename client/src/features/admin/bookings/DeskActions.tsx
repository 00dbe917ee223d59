import { Panel } from '../../../components/admin/AdminPage';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDate } from '../../../lib/format';
import { idProofWords } from '../../../lib/labels';
import { LoadFailure } from '../../../components/admin/LoadState';
import { formatHotelDateTime, orDash } from '../lib/display';
import { StayActions, stayActionsFor } from '../today/StayActions';
import { DeskStayDetail, useDeskStay } from '../today/use-desk-stay';
import '../today/today.css';

type Registration = NonNullable<DeskStayDetail['registration']>;

function RegistrationFacts({ registration }: { registration: Registration }) {
  const party = `${registration.adults} ${registration.adults === 1 ? 'adult' : 'adults'}${
    registration.children > 0 ? `, ${registration.children} ${registration.children === 1 ? 'child' : 'children'}` : ''
  }`;
  const facts: [string, string][] = [
    ['ID proof', idProofWords(registration.idType, registration.idNumber)],
    ['Party', party],
    ['Nationality', registration.nationality],
  ];
  if (registration.passportNumber) facts.push(['Passport', registration.passportNumber]);
  if (registration.visaNumber) {
    const until = registration.visaValidUntil ? `, valid until ${formatDate(registration.visaValidUntil)}` : '';
    facts.push(['Visa', `${registration.visaNumber}${until}`]);
  }
  facts.push(
    ['Note', orDash(registration.note)],
    ['Recorded', `${formatHotelDateTime(registration.createdAt)} by ${registration.recordedBy}`],
  );
  return (
    <dl className="desk-stay__facts" aria-label="Check-in registration">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Check in (with ID proof), check out, no-show for one booking, and what check-in recorded. */
export function DeskActions({ bookingId }: { bookingId: string }) {
  const stay = useDeskStay(bookingId);
  if (stay.status === 'loading') return <Spinner label="Loading the stay…" />;
  if (stay.status === 'error') return <LoadFailure title="Failed to load the stay" refusal={stay.refusal} />;
  const booking = stay.data;
  if (!booking) return null;
  const allowed = stayActionsFor(booking);
  const acts = allowed.checkIn || allowed.checkOut || allowed.noShow;
  if (!acts && !booking.registration) return null;
  const balanceDuePaise = Math.max(0, Math.round(booking.balanceDue * 100));
  return (
    <Panel title="Front desk">
      <StayActions stay={booking} balanceDuePaise={balanceDuePaise} />
      {booking.registration && <RegistrationFacts registration={booking.registration} />}
    </Panel>
  );
}
