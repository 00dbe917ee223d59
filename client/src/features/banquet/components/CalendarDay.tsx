import type { CSSProperties } from 'react';
import { SlotStatus } from '../../../graphql/generated';
import { formatDate } from '../../../lib/format';
import { isWeekend, type MonthDay, shortDay } from '../calendar-month';
import type { HallView } from './HallDetails';

export interface ChosenSlot {
  date: string;
  sessionId: string;
}

export const STATUS_WORDS: Record<SlotStatus, string> = {
  [SlotStatus.Free]: 'Free',
  [SlotStatus.OnHold]: 'On hold',
  [SlotStatus.Booked]: 'Booked',
};
export const STATUS_CLASS: Record<SlotStatus, string> = {
  [SlotStatus.Free]: 'free',
  [SlotStatus.OnHold]: 'hold',
  [SlotStatus.Booked]: 'booked',
};

/**
 * One day of the calendar: a cell of the month grid on wide screens, a row of the list on phones
 * ("Sat 5 Dec" then one column per session, named once above the list). A day the filter leaves
 * out keeps its cell in the grid, empty; the list drops it.
 */
export function CalendarDay({
  day,
  first,
  today,
  sessions,
  statusOf,
  chosen,
  filteredOut,
  onChoose,
}: {
  day: MonthDay;
  first: boolean;
  today: string;
  sessions: HallView['sessions'];
  statusOf: (date: string, sessionId: string) => SlotStatus | undefined;
  chosen: ChosenSlot | null;
  filteredOut: boolean;
  onChoose: (slot: ChosenSlot) => void;
}) {
  const open = day.date > today;
  const className = [
    'banquet-day',
    !open && 'banquet-day--past',
    first && 'banquet-day--first',
    isWeekend(day.weekday) && 'banquet-day--weekend',
    filteredOut && 'banquet-day--filtered',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      // The month's first day sits under its weekday, in the week grid of wide screens.
      style={first ? ({ '--first-column': day.weekday + 1 } as CSSProperties) : undefined}
    >
      <p className="banquet-day__date">
        <span className="banquet-day__number" aria-hidden="true">
          {Number(day.date.slice(8))}
        </span>
        <span className="banquet-day__short" aria-hidden="true">
          {shortDay(day.date)}
        </span>
        <span className="banquet-day__long">{formatDate(day.date)}</span>
      </p>
      {!open ? (
        <p className="banquet-day__closed">{day.date === today ? 'Today' : 'Past'}</p>
      ) : (
        <ul className="banquet-day__slots" style={{ '--sessions': sessions.length } as CSSProperties}>
          {sessions.map((session) => {
            const status = statusOf(day.date, session.id);
            if (!status)
              return (
                <li key={session.id} className="slot slot--loading">
                  {session.name}
                </li>
              );
            const label = (
              <>
                <span className={`slot-mark slot-mark--${STATUS_CLASS[status]}`} aria-hidden="true" />
                <span className="slot__session">{session.name}: </span>
                {STATUS_WORDS[status]}
              </>
            );
            if (status !== SlotStatus.Free) {
              return (
                <li key={session.id} className={`slot slot--${STATUS_CLASS[status]}`}>
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
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
