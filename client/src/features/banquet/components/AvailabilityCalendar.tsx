import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { HallAvailabilityDocument, SlotStatus } from '../../../graphql/generated';
import { formatTimeOfDay } from '../../../lib/format';
import {
  daysOfMonth,
  isEveningSession,
  isWeekend,
  monthOf,
  weekdayOf,
  monthRange,
  monthTitle,
  MONTHS_AHEAD,
  shiftMonth,
} from '../calendar-month';
import { CalendarDay, type ChosenSlot, STATUS_CLASS, STATUS_WORDS } from './CalendarDay';
import { CalendarFilters, NO_FILTER } from './CalendarFilters';
import type { HallView } from './HallDetails';
import { addDays } from '@server-pure/calendar-dates';

export type { ChosenSlot };

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * A month of the hall, day by day and session by session: free (a button that fills the form),
 * on hold or booked, in words as well as colour. Past days and today are shown but not offered.
 * A week grid on wide screens, a compact list on phones; both can show only weekends or only
 * evening sessions.
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
  const [filter, setFilter] = useState(NO_FILTER);
  const range = monthRange(month, today);
  const { data, loading, error, refetch } = useQuery(HallAvailabilityDocument, {
    variables: { hallId: hall.id, from: range?.from ?? today, to: range?.to ?? today },
    skip: !range,
    fetchPolicy: 'cache-and-network',
  });
  const statuses = new Map((data?.hallAvailability ?? []).map((slot) => [`${slot.date}|${slot.sessionId}`, slot.status]));
  const statusOf = (date: string, sessionId: string) => statuses.get(`${date}|${sessionId}`);
  // Weeks already gone are left out: the month starts at the week of today.
  const days = daysOfMonth(month).filter((day) => day.date >= addDays(today, -weekdayOf(today)));
  const lastMonth = shiftMonth(firstMonth, MONTHS_AHEAD);
  const hasEvenings = hall.sessions.some((session) => isEveningSession(session.startsAt));
  const sessions = filter.eveningsOnly ? hall.sessions.filter((session) => isEveningSession(session.startsAt)) : hall.sessions;
  const shown = (weekday: number) => !filter.weekendsOnly || isWeekend(weekday);
  const noneFree =
    data !== undefined &&
    !days.some(
      (day) => day.date > today && shown(day.weekday) && sessions.some((s) => statusOf(day.date, s.id) === SlotStatus.Free),
    );

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
      <CalendarFilters filter={filter} hasEvenings={hasEvenings} onChange={setFilter} />
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
      {noneFree && (
        <p className="banquet-calendar__none">
          No free {filter.weekendsOnly ? 'weekend ' : ''}
          {filter.eveningsOnly ? 'evening ' : ''}sessions in {monthTitle(month)}. Try the next month.
        </p>
      )}
      <div className="banquet-month" aria-busy={loading}>
        <div className="banquet-month__sessions" aria-hidden="true">
          <span>Date</span>
          {sessions.map((session) => (
            <span key={session.id}>
              {session.name} <small>{formatTimeOfDay(session.startsAt)}</small>
            </span>
          ))}
        </div>
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} className="banquet-month__weekday" aria-hidden="true">
            {weekday}
          </div>
        ))}
        {days.map((day, index) => (
          <CalendarDay
            key={day.date}
            day={day}
            first={index === 0}
            today={today}
            sessions={sessions}
            statusOf={statusOf}
            chosen={chosen}
            filteredOut={!shown(day.weekday)}
            onChoose={onChoose}
          />
        ))}
      </div>
    </section>
  );
}
