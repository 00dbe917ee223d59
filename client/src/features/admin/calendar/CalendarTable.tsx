import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { BookingStatus } from '../../../graphql/generated';
import { formatDate } from '../../../lib/format';
import { BOOKING_PAYMENT_STATUS_LABELS, BOOKING_STATUS_LABELS, ROOM_TYPE_LABELS } from '../../../lib/labels';
import type { BookingCalendar, CalendarEntry } from '../api/use-calendar';
import { TableRegion } from '../components/TableRegion';
import { CalendarCell, dayLabel, roomRow } from './calendar-grid';

function describe(entry: CalendarEntry): string {
  const status = BOOKING_STATUS_LABELS[entry.status].toLowerCase();
  const state =
    entry.status === BookingStatus.Held
      ? status
      : `${status}, ${BOOKING_PAYMENT_STATUS_LABELS[entry.paymentStatus].toLowerCase()}`;
  return `${entry.bookCode}, ${entry.guestName}, ${formatDate(entry.checkIn)} to ${formatDate(entry.checkOut)}, ${state}`;
}

function TakenCell({ cell }: { cell: Extract<CalendarCell, { kind: 'taken' }> }) {
  const { entry } = cell;
  const classes = ['calendar__stay', `calendar__stay--${entry.status === BookingStatus.Held ? 'held' : 'confirmed'}`];
  if (cell.continues) classes.push('calendar__stay--from-before');
  if (cell.continuesAfter) classes.push('calendar__stay--goes-on');
  return (
    <td colSpan={cell.span} className="calendar__cell calendar__cell--taken">
      <Link
        to={`/admin/booking/${entry.bookingId}`}
        className={classes.join(' ')}
        title={describe(entry)}
        aria-label={describe(entry)}
      >
        <span className="calendar__code">{entry.bookCode}</span>
        {cell.span >= 4 && <span className="calendar__guest">{entry.guestName}</span>}
      </Link>
    </td>
  );
}

function DayHeading({ date, today }: { date: string; today: string }) {
  const label = dayLabel(date);
  const classes = [
    'calendar__day',
    label.weekend ? 'calendar__day--weekend' : '',
    date === today ? 'calendar__day--today' : '',
  ].filter(Boolean);
  return (
    <th scope="col" className={classes.join(' ')} aria-current={date === today ? 'date' : undefined}>
      <abbr title={formatDate(date)}>
        <span className="calendar__weekday">{label.weekday}</span>
        <span className="calendar__date">{label.day}</span>
      </abbr>
    </th>
  );
}

/** On a phone only a few days fit: the view starts at today rather than at the 1st. */
function useScrollToToday(title: string) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = box.current?.querySelector<HTMLElement>('.table-region');
    const todayHeading = box.current?.querySelector<HTMLElement>('[aria-current="date"]');
    const roomColumn = box.current?.querySelector<HTMLElement>('.calendar__corner');
    if (region && todayHeading && roomColumn)
      region.scrollLeft = Math.max(0, todayHeading.offsetLeft - roomColumn.offsetWidth - todayHeading.offsetWidth);
  }, [title]);
  return box;
}

/** Rooms down, days across; the room column stays put while the days scroll on a phone. */
export function CalendarTable({
  calendar,
  dates,
  today,
  title,
}: {
  calendar: BookingCalendar;
  dates: string[];
  today: string;
  title: string;
}) {
  const box = useScrollToToday(title);
  return (
    <div ref={box}>
      <TableRegion label={`Booking calendar, ${title}`}>
        <table className="calendar">
          <caption className="visually-hidden">Rooms taken in {title}: confirmed bookings and live payment holds</caption>
          <thead>
            <tr>
              <th scope="col" className="calendar__room calendar__corner">
                Room
              </th>
              {dates.map((date) => (
                <DayHeading key={date} date={date} today={today} />
              ))}
            </tr>
          </thead>
          <tbody>
            {calendar.rooms.map((room) => (
              <tr key={room.id}>
                <th scope="row" className="calendar__room">
                  <span className="calendar__room-name">{room.name}</span>
                  <span className="calendar__room-type">
                    {ROOM_TYPE_LABELS[room.type]}
                    {!room.isAvailable && ' · closed'}
                  </span>
                </th>
                {roomRow(
                  dates,
                  calendar.entries.filter((entry) => entry.roomId === room.id),
                ).map((cell) =>
                  cell.kind === 'free' ? (
                    <td key={cell.date} className={`calendar__cell${cell.date === today ? ' calendar__cell--today' : ''}`} />
                  ) : (
                    <TakenCell key={cell.date} cell={cell} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
