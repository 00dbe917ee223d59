import { useQuery } from '@apollo/client/react';
import { type CSSProperties, useState } from 'react';
import { HallAvailabilityDocument, SlotStatus } from '../../../graphql/generated';
import { formatDate } from '../../../lib/format';
import { daysOfMonth, monthOf, weekdayOf, monthRange, monthTitle, MONTHS_AHEAD, shiftMonth } from '../calendar-month';
import type { HallView } from './HallDetails';
import { addDays } from '@server-pure/calendar-dates';

export interface ChosenSlot {
  date: string;
  sessionId: string;
}

const STATUS_WORDS: Record<SlotStatus, string> = {
  [SlotStatus.Free]: 'Free',
  [SlotStatus.OnHold]: 'On hold',
  [SlotStatus.Booked]: 'Booked',
};
const STATUS_CLASS: Record<SlotStatus, string> = {
  [SlotStatus.Free]: 'free',
  [SlotStatus.OnHold]: 'hold',
  [SlotStatus.Booked]: 'booked',
};
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * A month of the hall, day by day and session by session: free (a button that fills the form),
 * on hold or booked, in words as well as colour. Past days and today are shown but not offered.
 */
export function AvailabilityCalendar({
  hall,
  today,
  chosen,
  onChoose,
}: {
  hall: HallView;
  today: string;
  chosen: ChosenSlot | null;
  onChoose: (slot: ChosenSlot) => void;
}) {
  const firstMonth = monthOf(today);
  const [month, setMonth] = useState(firstMonth);
  const range = monthRange(month, today);
  const { data, loading, error, refetch } = useQuery(HallAvailabilityDocument, {
    variables: { hallId: hall.id, from: range?.from ?? today, to: range?.to ?? today },
    skip: !range,
    fetchPolicy: 'cache-and-network',
  });
  const statusOf = new Map((data?.hallAvailability ?? []).map((slot) => [`${slot.date}|${slot.sessionId}`, slot.status]));
  // Weeks already gone are left out: the month starts at the week of today.
  const days = daysOfMonth(month).filter((day) => day.date >= addDays(today, -weekdayOf(today)));
  const lastMonth = shiftMonth(firstMonth, MONTHS_AHEAD);

  return (
    <section className="banquet-section banquet-calendar" aria-labelledby="banquet-calendar-title">
      <h2 id="banquet-calendar-title">Free dates</h2>
      <p>Choose a free session to fill in the enquiry form below.</p>
      <ul className="banquet-legend" aria-label="Legend">
        {[SlotStatus.Free, SlotStatus.OnHold, SlotStatus.Booked].map((status) => (
          <li key={status}>
            <span className={`slot-mark slot-mark--${STATUS_CLASS[status]}`} aria-hidden="true" /> {STATUS_WORDS[status]}
          </li>
        ))}
      </ul>
      <div className="banquet-calendar__nav">
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= firstMonth}
        >
          <span aria-hidden="true">‹</span> Previous<span className="visually-hidden"> month</span>
        </button>
        <h3 className="banquet-calendar__month" aria-live="polite">
          {monthTitle(month)}
        </h3>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= lastMonth}
        >
          Next<span className="visually-hidden"> month</span> <span aria-hidden="true">›</span>
        </button>
      </div>
      {error && (
        <p className="banquet-calendar__error" role="alert">
          We could not load the free dates.{' '}
          <button type="button" className="btn btn--ghost" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
      <div className="banquet-month" aria-busy={loading}>
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} className="banquet-month__weekday" aria-hidden="true">
            {weekday}
          </div>
        ))}
        {days.map((day, index) => {
          const open = day.date > today;
          return (
            <div
              key={day.date}
              className={`banquet-day${open ? '' : ' banquet-day--past'}${index === 0 ? ' banquet-day--first' : ''}`}
              // The month's first day sits under its weekday, in the week grid of wide screens.
              style={index === 0 ? ({ '--first-column': day.weekday + 1 } as CSSProperties) : undefined}
            >
              <p className="banquet-day__date">
                <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                <span className="banquet-day__long">{formatDate(day.date)}</span>
              </p>
              {open ? (
                <ul className="banquet-day__slots">
                  {hall.sessions.map((session) => {
                    const status = statusOf.get(`${day.date}|${session.id}`);
                    if (!status)
                      return (
                        <li key={session.id} className="slot slot--loading">
                          {session.name}
                        </li>
                      );
                    const label = `${session.name}: ${STATUS_WORDS[status]}`;
                    if (status !== SlotStatus.Free) {
                      return (
                        <li key={session.id} className={`slot slot--${STATUS_CLASS[status]}`}>
                          <span className={`slot-mark slot-mark--${STATUS_CLASS[status]}`} aria-hidden="true" />
                          {label}
                        </li>
                      );
                    }
                    const selected = chosen?.date === day.date && chosen.sessionId === session.id;
                    return (
                      <li key={session.id}>
                        <button
                          type="button"
                          className={`slot slot--free${selected ? ' slot--chosen' : ''}`}
                          aria-pressed={selected}
                          aria-label={`${session.name} on ${formatDate(day.date)}: free. Choose it`}
                          onClick={() => onChoose({ date: day.date, sessionId: session.id })}
                        >
                          <span className="slot-mark slot-mark--free" aria-hidden="true" />
                          {label}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="banquet-day__closed">{day.date === today ? 'Today' : 'Past'}</p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
