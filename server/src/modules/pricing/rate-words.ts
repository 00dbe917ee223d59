import { formatRupees, Paise } from '../../shared/money';
import { roomLabel, ROOM_TYPE_LABELS, RoomType } from '../rooms';
import { ambiguousInclusiveRent, formatRate, ROOM_TAX_SCHEDULES, roomSlabRate, taxAmount } from './room-gst';

/** What a rate rule prices: every room of a type, or one room. */
export type RateScope = { roomType: RoomType; roomId: null } | { roomType: null; roomId: string };

/** "Deluxe rooms" or "Room 101", as the owner reads a rule's scope. */
export function scopeLabel(scope: { roomType: RoomType | null }, roomName?: string): string {
  return scope.roomType ? `${ROOM_TYPE_LABELS[scope.roomType]} rooms` : roomLabel(roomName ?? 'this room');
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Saturday" for 6. */
export function weekdayName(weekday: number): string {
  return WEEKDAYS[weekday] ?? `day ${weekday}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A season's nights, its last night included: "1–5 Nov 2026", "28 Oct–5 Nov 2026",
 * "28 Dec 2026–3 Jan 2027", "14 Feb 2027" for one night.
 */
export function seasonDates(startsOn: string, endsOn: string): string {
  const [fromYear, fromMonth, fromDay] = startsOn.split('-').map(Number);
  const [toYear, toMonth, toDay] = endsOn.split('-').map(Number);
  const to = `${toDay} ${MONTHS[toMonth - 1]} ${toYear}`;
  if (startsOn === endsOn) return to;
  if (fromYear !== toYear) return `${fromDay} ${MONTHS[fromMonth - 1]} ${fromYear}–${to}`;
  if (fromMonth !== toMonth) return `${fromDay} ${MONTHS[fromMonth - 1]}–${to}`;
  return `${fromDay}–${to}`;
}

/**
 * The owner's warning for a GST-inclusive rent that fits neither slab on `date` (the server taxes
 * it at the higher rate, so the hotel keeps no more than at the top of the lower slab); null when
 * the rent is clear or rents do not include GST.
 */
export function gstWarningOn(rentPaise: Paise, date: string, ratesIncludeGst: boolean): string | null {
  if (!ratesIncludeGst) return null;
  const band = ambiguousInclusiveRent(rentPaise, date);
  if (!band) return null;
  const rateBp = roomSlabRate(rentPaise, date, true);
  const taxed = taxAmount(rentPaise, rateBp, true);
  const lowFitPaise = band.fromPaise - 1;
  const lowRateBp = roomSlabRate(lowFitPaise, date, true);
  const lowTaxablePaise = taxAmount(lowFitPaise, lowRateBp, true).taxablePaise;
  return (
    `${formatRupees(rentPaise)} a night including GST fits neither GST slab, so it is taxed at ${formatRate(rateBp)}: ` +
    `${formatRupees(taxed.taxablePaise)} plus ${formatRupees(taxed.cgstPaise + taxed.sgstPaise)} GST, no more than the ` +
    `${formatRupees(lowTaxablePaise)} a rent of ${formatRupees(lowFitPaise)} leaves at ${formatRate(lowRateBp)}. ` +
    `Choose ${formatRupees(lowFitPaise)} or less (${formatRate(lowRateBp)}), or more than ${formatRupees(band.toPaise)} (${formatRate(rateBp)}).`
  );
}

/**
 * The warning for a rent charged on the nights from `from` to `to` (both included): the first
 * night of each GST schedule in force over them is checked, so a season across a change of
 * slabs is warned about under either.
 */
export function gstWarningOver(rentPaise: Paise, from: string, to: string, ratesIncludeGst: boolean): string | null {
  const dates = [from, ...ROOM_TAX_SCHEDULES.map((schedule) => schedule.from).filter((start) => start > from && start <= to)];
  for (const date of dates) {
    const warning = gstWarningOn(rentPaise, date, ratesIncludeGst);
    if (warning) return warning;
  }
  return null;
}
