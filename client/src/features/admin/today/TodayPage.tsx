import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { formatRupees, todayInHotel } from '../../../lib/format';
import { LoadFailure } from '../../../components/admin/LoadState';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DeskEvents } from './DeskEvents';
import { DeskSection, shortDate } from './DeskSection';
import { RoomsBoard } from './RoomsBoard';
import { FrontDeskDay, useFrontDesk } from './use-desk-stay';
import './today.css';
import { isCalendarDate } from '@server-pure/calendar-dates';

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

function Day({ day }: { day: FrontDeskDay }) {
  const on = shortDate(day.date);
  return (
    <>
      <Figures day={day} />
      {day.date === todayInHotel() && <RoomsBoard />}
      <DeskSection title="Arrivals" rows={day.arrivals} empty={`No arrivals on ${on}.`} />
      <DeskSection title="In house" rows={day.inHouse} empty={`No guests in house on the night of ${on}.`} />
      <DeskSection title="Departures" rows={day.departures} empty={`No departures on ${on}.`} />
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
    </>
  );
}

/** /admin/today: the front desk's day — arrivals, in house, departures, the hall's events, other balances and holds, with actions in place. */
export default function TodayPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : todayInHotel();
  const day = useFrontDesk(date);

  return (
    <AdminPage
      title="Today"
      lead={date === todayInHotel() ? 'The front desk’s day.' : `The front desk on ${shortDate(date)}.`}
      actions={
        <>
          <label className="desk-date">
            <span>Day</span>
            <input
              type="date"
              value={date}
              onChange={(event) => {
                const value = event.target.value;
                setParams(isCalendarDate(value) && value !== todayInHotel() ? { date: value } : {}, { replace: true });
              }}
            />
          </label>
          <Link className="btn btn--primary" to="/admin/booking/new">
            New booking
          </Link>
        </>
      }
    >
      {day.status === 'loading' && <Spinner label="Loading the day…" />}
      {day.status === 'error' && <LoadFailure title="Failed to load the day" refusal={day.refusal} />}
      {day.status === 'ready' && <Day day={day.data} />}
    </AdminPage>
  );
}
