import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { BookingStatus } from '../../../graphql/generated';
import { formatDate } from '../../../lib/format';
import { BOOKING_PAYMENT_STATUS_LABELS, BOOKING_STATUS_LABELS, OTA_CHANNEL_LABELS, ROOM_TYPE_LABELS } from '../../../lib/labels';
import type { BookingCalendar, CalendarBlock, CalendarEntry, CalendarNight } from '../api/use-calendar';
import { TableRegion } from '../../../components/admin/DataTable';
import { roomLabel } from '../lib/display';
import type { CalendarRoom } from './BlockDialogs';
import { CalendarCell, dayLabel, roomRow, shortDate } from './calendar-grid';

function describe(entry: CalendarEntry): string {
  const status = BOOKING_STATUS_LABELS[entry.status].toLowerCase();
  const state =
    entry.status === BookingStatus.Held
      ? status
      : `${status}, ${BOOKING_PAYMENT_STATUS_LABELS[entry.paymentStatus].toLowerCase()}`;
  return `${entry.bookCode}, ${entry.guestName}, ${formatDate(entry.checkIn)} to ${formatDate(entry.checkOut)}, ${state}`;
}

function barClasses(base: string, cell: { continues: boolean; continuesAfter: boolean }): string[] {
  const classes = ['calendar__stay', base];
  if (cell.continues) classes.push('calendar__stay--from-before');
  if (cell.continuesAfter) classes.push('calendar__stay--goes-on');
  return classes;
}

/** A guest's stay: the guest's name on the bar (the code too when there is room); opens the booking. */
function TakenCell({ cell }: { cell: Extract<CalendarCell, { kind: 'taken' }> }) {
  const { entry } = cell;
  const classes = barClasses(`calendar__stay--${entry.status === BookingStatus.Held ? 'held' : 'confirmed'}`, cell);
  return (
    <td colSpan={cell.span} className="calendar__cell calendar__cell--taken">
      <Link
        to={`/admin/booking/${entry.bookingId}`}
        className={classes.join(' ')}
        title={describe(entry)}
        aria-label={describe(entry)}
      >
        <span className="calendar__guest">{entry.guestName}</span>
        {cell.span >= 5 && <span className="calendar__code">{entry.bookCode}</span>}
      </Link>
    </td>
  );
}

/** A room closed for repairs: hatched, with the reason; a click offers to open it again. */
function BlockedCell({ cell, room, onOpen }: { cell: Extract<CalendarCell, { kind: 'blocked' }>; room: string; onOpen(): void }) {
  const { block } = cell;
  const text = `${roomLabel(room)} closed from ${formatDate(block.startsOn)} until ${formatDate(block.endsOn)}: ${block.reason}`;
  return (
    <td colSpan={cell.span} className="calendar__cell calendar__cell--taken">
      <button
        type="button"
        className={barClasses('calendar__stay--blocked', cell).join(' ')}
        title={text}
        aria-label={`${text}. Open it again`}
        onClick={onOpen}
      >
        <span className="calendar__guest">{block.reason}</span>
      </button>
    </td>
  );
}

/** A stay sold on an OTA (its imported calendar): the channel on the bar; opens the channels page. */
function ChannelCell({ cell, room }: { cell: Extract<CalendarCell, { kind: 'channel' }>; room: string }) {
  const { stay } = cell;
  const channel = OTA_CHANNEL_LABELS[stay.channel];
  const text = `${roomLabel(room)} sold on ${channel} from ${formatDate(stay.checkIn)} to ${formatDate(stay.checkOut)}`;
  return (
    <td colSpan={cell.span} className="calendar__cell calendar__cell--taken">
      <Link to="/admin/channels" className={barClasses('calendar__stay--channel', cell).join(' ')} title={text} aria-label={text}>
        <span className="calendar__guest">{channel}</span>
      </Link>
    </td>
  );
}

/** A free night from today on: a click offers to close the room from that night. */
function FreeCell({ date, today, room, onClose }: { date: string; today: string; room: string; onClose(): void }) {
  const className = `calendar__cell${date === today ? ' calendar__cell--today' : ''}`;
  if (date < today) return <td className={className} />;
  return (
    <td className={className}>
      <button
        type="button"
        className="calendar__free"
        aria-label={`Close ${roomLabel(room)} from ${shortDate(date)}`}
        title={`Close ${roomLabel(room)} from ${shortDate(date)}`}
        onClick={onClose}
      />
    </td>
  );
}

/** Rooms taken by guests out of rooms for sale, per night. */
function OccupancyRow({ nights, today }: { nights: CalendarNight[]; today: string }) {
  return (
    <tr className="calendar__occupancy">
      <th scope="row" className="calendar__room">
        Occupied
      </th>
      {nights.map((night) => (
        <td key={night.date} className={night.date === today ? 'calendar__cell--today' : undefined}>
          <abbr title={`${formatDate(night.date)}: ${night.occupied} of ${night.forSale} rooms for sale taken`}>
            {night.occupied}
            <span className="calendar__of">/{night.forSale}</span>
          </abbr>
        </td>
      ))}
    </tr>
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

/**
 * Rooms down (by number), days across, occupancy per night on top; the room column stays put while
 * the days scroll on a phone.
 */
export function CalendarTable({
  calendar,
  dates,
  today,
  title,
  onCloseRoom,
  onOpenBlock,
}: {
  calendar: BookingCalendar;
  dates: string[];
  today: string;
  title: string;
  /** A free night was clicked: close the room from it. */
  onCloseRoom(room: CalendarRoom, from: string): void;
  /** A block was clicked: offer to lift it. */
  onOpenBlock(room: CalendarRoom, block: CalendarBlock): void;
}) {
  const box = useScrollToToday(title);
  return (
    <div ref={box}>
      <TableRegion label={`Booking calendar, ${title}`}>
        <table className="calendar">
          <caption className="visually-hidden">
            Rooms taken in {title}: confirmed bookings, live payment holds and rooms closed for repairs
          </caption>
          <thead>
            <tr>
              <th scope="col" className="calendar__room calendar__corner">
                Room
              </th>
              {dates.map((date) => (
                <DayHeading key={date} date={date} today={today} />
              ))}
            </tr>
            <OccupancyRow nights={calendar.nights} today={today} />
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
                  calendar.blocks.filter((block) => block.roomId === room.id),
                  calendar.channelStays.filter((stay) => stay.roomId === room.id),
                ).map((cell) => {
                  if (cell.kind === 'taken') return <TakenCell key={cell.date} cell={cell} />;
                  if (cell.kind === 'channel') return <ChannelCell key={cell.date} cell={cell} room={room.name} />;
                  if (cell.kind === 'blocked') {
                    return (
                      <BlockedCell key={cell.date} cell={cell} room={room.name} onOpen={() => onOpenBlock(room, cell.block)} />
                    );
                  }
                  return (
                    <FreeCell
                      key={cell.date}
                      date={cell.date}
                      today={today}
                      room={room.name}
                      onClose={() => onCloseRoom(room, cell.date)}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
