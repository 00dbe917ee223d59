import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { RoomType } from '../../../graphql/generated';
import { todayInHotel } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import { isMonth, Month, monthDates, monthTitle, shiftMonth } from '../calendar/calendar-grid';
import { LoadFailure } from '../../../components/admin/LoadState';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { RateCalendarTable } from './RateCalendarTable';
import { ScopeRates } from './ScopeRates';
import { SeasonsPanel } from './SeasonsPanel';
import { RatePlan, useRateCalendar, useRateChanges, useRatePlans } from './use-rates';
import '../calendar.css';
import './rates.css';

const ROOM_TYPES = Object.values(RoomType) as string[];
const isRoomType = (value: string | null): value is RoomType => value !== null && ROOM_TYPES.includes(value);

function Legend() {
  return (
    <ul className="calendar-legend" aria-label="Legend">
      <li>
        <span className="calendar-legend__swatch rates-cal__night--base" aria-hidden="true" /> Base rent
      </li>
      <li>
        <span className="calendar-legend__swatch rates-cal__night--weekday" aria-hidden="true" /> Weekday rent
      </li>
      <li>
        <span className="calendar-legend__swatch rates-cal__night--season" aria-hidden="true" /> Season
      </li>
      <li>
        <span className="calendar-legend__swatch rates-legend__weekend" aria-hidden="true" /> Weekend
      </li>
      <li>
        <span className="rates-cal__min rates-legend__min" aria-hidden="true">
          2+
        </span>{' '}
        Minimum stay in nights
      </li>
    </ul>
  );
}

/** The month's prices per room and night, a month at a time (?month=YYYY-MM), of one room type when chosen (?type=). */
function RateCalendarSection({ plans }: { plans: RatePlan[] }) {
  const [params, setParams] = useSearchParams();
  const today = todayInHotel();
  const thisMonth = today.slice(0, 7);
  const requested = params.get('month');
  const month: Month = isMonth(requested) ? requested : thisMonth;
  const type = params.get('type');
  const roomType = isRoomType(type) ? type : undefined;
  const dates = monthDates(month);
  const title = monthTitle(month);
  const calendar = useRateCalendar(dates[0], dates[dates.length - 1], roomType);
  const types = plans.filter((plan) => !plan.roomId && plan.roomCount > 0);
  const go = (next: { month?: Month; type?: string }) => {
    const values = { month, type: roomType ?? '', ...next };
    setParams({
      ...(values.month !== thisMonth ? { month: values.month } : {}),
      ...(values.type ? { type: values.type } : {}),
    });
  };

  return (
    <section className="rates-section" aria-labelledby="rate-calendar-title">
      <h2 className="rates-section__title" id="rate-calendar-title">
        Rate calendar
      </h2>
      <div className="calendar-toolbar">
        <Button variant="secondary" className="calendar-toolbar__step" onClick={() => go({ month: shiftMonth(month, -1) })}>
          <span aria-hidden="true">←</span> <span className="calendar-toolbar__step-label">Previous month</span>
        </Button>
        <h3 className="calendar-toolbar__title" aria-live="polite">
          {title}
        </h3>
        <Button variant="secondary" className="calendar-toolbar__step" onClick={() => go({ month: shiftMonth(month, 1) })}>
          <span className="calendar-toolbar__step-label">Next month</span> <span aria-hidden="true">→</span>
        </Button>
        {month !== thisMonth && (
          <Button variant="ghost" onClick={() => go({ month: thisMonth })}>
            This month
          </Button>
        )}
        <label className="rates-filter">
          <span className="rates-filter__label">Room type</span>
          <select value={roomType ?? ''} onChange={(event) => go({ type: event.target.value })}>
            <option value="">All room types</option>
            {types.map((plan) => (
              <option key={plan.roomType} value={plan.roomType}>
                {ROOM_TYPE_LABELS[plan.roomType]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Legend />
      {calendar.status === 'loading' && <Spinner label="Loading the rate calendar…" />}
      {calendar.status === 'error' && <LoadFailure title="Failed to load the rate calendar" refusal={calendar.refusal} />}
      {calendar.status === 'ready' &&
        (calendar.data.rooms.length === 0 ? (
          <p className="admin-empty">No rooms yet.</p>
        ) : (
          <RateCalendarTable calendar={calendar.data} dates={dates} today={today} title={title} />
        ))}
    </section>
  );
}

/**
 * /admin/rates: what each room costs per night. The month's prices as guests pay them, then the
 * owner's rules: base rents, weekday rents (weekend prices) and dated seasons, per room type or
 * per room. The server prices and taxes every night; the forms only send what is typed.
 */
export default function RatesPage() {
  const plans = useRatePlans();
  const changes = useRateChanges();
  return (
    <AdminPage
      title="Rates"
      lead="What a night costs: each room's base rent, weekday rents for weekend prices, and seasons with a minimum stay. The calendar shows what guests pay."
    >
      {plans.status === 'loading' && <Spinner label="Loading the rates…" />}
      {plans.status === 'error' && <LoadFailure title="Failed to load the rates" refusal={plans.refusal} />}
      {plans.status === 'ready' && (
        <>
          <RateCalendarSection plans={plans.data} />
          <Panel title="Base and weekday rents" className="rates-panel">
            <ScopeRates plans={plans.data} onSetBaseRent={changes.setBaseRent} onSetWeekdayRents={changes.setWeekdayRents} />
          </Panel>
          <Panel title="Seasons" className="rates-panel">
            <SeasonsPanel
              plans={plans.data.filter((plan) => plan.roomCount > 0 || plan.seasons.length > 0)}
              onSave={changes.saveSeason}
              onDelete={changes.deleteRateRule}
            />
          </Panel>
        </>
      )}
    </AdminPage>
  );
}
