import { formatRupees, todayInHotel } from '../../../lib/format';
import { LoadFailure } from '../../../components/admin/LoadState';
import { useDrawnAfterLoading } from '../../../lib/use-drawn-after-loading';
import { ShiftCard, ShiftCardFailure } from '../shifts/ShiftCard';
import { useCurrentShift } from '../shifts/use-shifts';
import { DeskChannelStays } from './DeskChannelStays';
import { DeskEvents } from './DeskEvents';
import { DeskSection } from './DeskSection';
import { FAILURES_ON_TODAY, FailedMessages, useFailedMessages } from './FailedMessages';
import { FormIIIDeadline } from './FormIIIDeadline';
import type { LoggedMessage } from '../../../components/admin/messages/use-messages';
import { RoomsBoard } from './RoomsBoard';
import { DAY_LOADING, shortDate, TodayScreen } from './TodayScreen';
import { FrontDeskDay, useFrontDesk } from './use-desk-stay';

function Figures({ day }: { day: FrontDeskDay }) {
  const { figures } = day;
  const items = [
    { label: 'Rooms occupied', value: `${figures.roomsOccupied} of ${figures.roomsTotal}` },
    { label: 'Arrivals', value: String(figures.arrivals) },
    { label: 'Departures', value: String(figures.departures) },
    { label: 'Cash to collect', value: formatRupees(figures.cashToCollect) },
  ];
  return (
    <dl className="desk-figures" aria-label="The day in figures">
      {items.map((item) => (
        <div key={item.label} className="desk-figures__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Day({ day, failures }: { day: FrontDeskDay; failures?: { total: number; items: LoggedMessage[] } }) {
  const on = shortDate(day.date);
  const today = day.date === todayInHotel();
  return (
    <>
      {today && <FormIIIDeadline due={day.formIIIDue} />}
      <Figures day={day} />
      <DeskSection title="Arrivals" rows={day.arrivals} empty={`No arrivals on ${on}.`} />
      <DeskSection title="In house" rows={day.inHouse} empty={`No guests in house on the night of ${on}.`} />
      <DeskSection title="Departures" rows={day.departures} empty={`No departures on ${on}.`} />
      <DeskChannelStays rows={day.channelStays} />
      <DeskEvents rows={day.events} empty={`No banquet events on ${on}.`} />
      <DeskSection
        title="Other unpaid balances"
        rows={day.unpaid}
        empty={`No other balances due on ${on} (arrivals, guests in house and departures show theirs above).`}
      />
      <DeskSection
        title="Holds about to expire"
        rows={day.holdsExpiring}
        empty="No payment holds expire in the next 2 hours."
        showHoldExpiry
      />
      {today && failures && <FailedMessages failures={failures} />}
      {/* Last, so that the rooms arriving after the day move nothing the desk is reading. */}
      {today && <RoomsBoard />}
    </>
  );
}

/**
 * The day with the person's cash shift on top. Both arrive before either is drawn (in the place
 * of the loading spinner), so the shift's card never pushes the board down under the desk's eyes.
 */
function Board({ date }: { date: string }) {
  const day = useFrontDesk(date);
  const shift = useCurrentShift();
  const failures = useFailedMessages(FAILURES_ON_TODAY);
  const drawn = useDrawnAfterLoading(day.status === 'loading' || shift.status === 'loading' || failures.status === 'loading');
  if (day.status === 'error') return <LoadFailure title="Failed to load the day" refusal={day.refusal} />;
  if (!drawn || day.status !== 'ready' || shift.status === 'loading' || failures.status === 'loading') return DAY_LOADING;
  return (
    <>
      {shift.status === 'ready' ? <ShiftCard shift={shift.data} /> : <ShiftCardFailure refusal={shift.refusal} />}
      {/* The failures come with the day (a board that grows after it is drawn would move under the desk's eyes). */}
      <Day day={day.data} failures={failures.status === 'ready' ? failures.data : undefined} />
    </>
  );
}

/** /admin/today: the front desk's day — arrivals, in house, departures, the hall's events, other balances, holds and messages that failed, with actions in place. */
export default function TodayPage() {
  return <TodayScreen board={(date) => <Board date={date} />} />;
}
