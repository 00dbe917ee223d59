import { useEffect, useRef } from 'react';
import { RentSource } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import { TableRegion } from '../../../components/admin/DataTable';
import { roomLabel } from '../lib/display';
import { dayLabel } from '../calendar/calendar-grid';
import type { RateCalendar, RateNight } from './use-rates';

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** What priced the night, in words: "weekday rent", "Wedding season, at least 2 nights". */
export function nightSource(night: RateNight): string {
  if (night.source === RentSource.Season) {
    const minimum = night.minStay > 1 ? `, at least ${night.minStay} nights` : '';
    return `${night.seasonName ?? 'season'}${minimum}`;
  }
  return night.source === RentSource.Weekday ? 'weekday rent' : 'base rent';
}

function NightCell({ night, room, today, gstWord }: { night: RateNight; room: string; today: string; gstWord: string }) {
  const weekend = dayLabel(night.date).weekend;
  const classes = [
    'rates-cal__night',
    `rates-cal__night--${night.source.toLowerCase()}`,
    weekend ? 'rates-cal__night--weekend' : '',
    night.date === today ? 'rates-cal__night--today' : '',
  ].filter(Boolean);
  const words = `${nightSource(night)}, ${night.gstRateBp / 100}% GST`;
  return (
    <td
      className={classes.join(' ')}
      title={`${roomLabel(room)}, ${formatDate(night.date)}: ${formatRupees(night.price)} ${gstWord} (${words})`}
    >
      <span className="rates-cal__price">{grouped.format(night.price)}</span>
      {night.minStay > 1 && (
        <span className="rates-cal__min" aria-hidden="true">
          {night.minStay}+
        </span>
      )}
      <span className="visually-hidden">, {words}</span>
    </td>
  );
}

/** On a phone only a few days fit: the view starts at today rather than at the 1st. */
function useScrollToToday(title: string) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = box.current?.querySelector<HTMLElement>('.table-region');
    const todayHeading = box.current?.querySelector<HTMLElement>('[aria-current="date"]');
    const roomColumn = box.current?.querySelector<HTMLElement>('.rates-cal__corner');
    if (region && todayHeading && roomColumn)
      region.scrollLeft = Math.max(0, todayHeading.offsetLeft - roomColumn.offsetWidth - todayHeading.offsetWidth);
  }, [title]);
  return box;
}

/**
 * Rooms down (by number), nights across: what the guest pays each night, tinted by what priced it
 * (a weekday rent, a season); weekends are shaded. The room column stays while the nights scroll.
 */
export function RateCalendarTable({
  calendar,
  dates,
  today,
  title,
}: {
  calendar: RateCalendar;
  dates: string[];
  today: string;
  title: string;
}) {
  const box = useScrollToToday(title);
  const gstWord = calendar.ratesIncludeGst ? 'incl. GST' : 'with GST added';
  return (
    <div ref={box}>
      <TableRegion label={`Rate calendar, ${title}`}>
        <table className="rates-cal">
          <caption className="visually-hidden">
            Price per night in rupees ({gstWord}) in {title}, per room
          </caption>
          <thead>
            <tr>
              <th scope="col" className="rates-cal__room rates-cal__corner">
                Room <span className="rates-cal__unit">₹ / night</span>
              </th>
              {dates.map((date) => {
                const label = dayLabel(date);
                const classes = [
                  'rates-cal__day',
                  label.weekend ? 'rates-cal__day--weekend' : '',
                  date === today ? 'rates-cal__day--today' : '',
                ];
                return (
                  <th
                    key={date}
                    scope="col"
                    className={classes.filter(Boolean).join(' ')}
                    aria-current={date === today ? 'date' : undefined}
                  >
                    <abbr title={formatDate(date)}>
                      <span className="rates-cal__weekday">{label.weekday}</span>
                      <span className="rates-cal__date">{label.day}</span>
                    </abbr>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {calendar.rooms.map((room) => (
              <tr key={room.roomId}>
                <th scope="row" className="rates-cal__room">
                  <span className="rates-cal__room-name">{roomLabel(room.roomName)}</span>
                  <span className="rates-cal__room-type">
                    {ROOM_TYPE_LABELS[room.roomType]}
                    {!room.isAvailable && ' · closed'}
                  </span>
                </th>
                {room.nights.map((night) => (
                  <NightCell key={night.date} night={night} room={room.roomName} today={today} gstWord={gstWord} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
