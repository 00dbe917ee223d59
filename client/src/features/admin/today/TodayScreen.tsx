import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/AdminPage';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDate, todayInHotel } from '../../../lib/format';
import { isCalendarDate } from '@server-pure/calendar-dates';
import './today.css';

/** "24 Nov 2026" for the sentences of empty sections. */
export function shortDate(date: string): string {
  return formatDate(date).replace(/^\w+, /, '');
}

/** What the board holds, said under the heading before it has loaded. */
const BOARD_WORDS = 'arrivals, guests in house, departures, balances due and payment holds about to expire.';

/** The day's board, or its placeholder while it loads (the same size: nothing under it moves). */
export const DAY_LOADING = <Spinner label="Loading the day…" />;

/**
 * /admin/today around its board: the heading, the day asked for (?date=, else today at the hotel)
 * and the way to another day or a new booking. The board is drawn by `board` for that day.
 */
export function TodayScreen({ board }: { board: (date: string) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : todayInHotel();
  return (
    <AdminPage
      title="Today"
      lead={`${date === todayInHotel() ? 'The front desk’s day' : `The front desk on ${shortDate(date)}`}: ${BOARD_WORDS}`}
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
      {board(date)}
    </AdminPage>
  );
}

/**
 * The screen before the admin's session and Apollo are there: rendered on the server as the
 * page's first paint (its heading is the page's largest paint), and in the browser until the
 * board's code has arrived (the admin layout's fallback for this route).
 */
export function TodayFrame() {
  return <TodayScreen board={() => DAY_LOADING} />;
}
