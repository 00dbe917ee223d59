import { addDays } from '../../shared/dates';
import { formatRupees, Paise } from '../../shared/money';
import { RateBp, ROOM_SAC, TaxedAmount, totalsByRate } from '../pricing';

/**
 * The charges of a folio: what a stay or a banquet event sells, line by line, each with its SAC,
 * quantity and unit, taxable value and GST. A stay gives its room nights (stayNightCharges, or
 * stayCharges as an invoice prints them), an event its hall rent, plates, extras and discounts
 * (eventCharges); the tax documents are made from these lines alone and know nothing of rooms
 * or halls. docs/gst.md section 3 says why each SAC.
 */

export { ROOM_SAC };
/** SAC 997212: rental of own or leased non-residential property (convention and exhibition halls). */
export const HALL_SAC = '997212';
/** SAC 996334: catering at events, marriage halls and other functions (996331 is a restaurant's). */
export const CATERING_SAC = '996334';

const SAC_NAMES: Record<string, string> = {
  [ROOM_SAC]: 'Room accommodation',
  [HALL_SAC]: 'Hall rent',
  [CATERING_SAC]: 'Catering',
};

/** What the documents call the services of a SAC: "Room accommodation", "Hall rent", "Catering". */
export function sacName(sac: string): string {
  return SAC_NAMES[sac] ?? `Services (SAC ${sac})`;
}

/** What a charge's quantity counts. */
export const ChargeUnit = { NIGHT: 'night', PLATE: 'plate', SESSION: 'session', EACH: 'each' } as const;
export type ChargeUnit = (typeof ChargeUnit)[keyof typeof ChargeUnit];

const UNIT_WORDS: Record<ChargeUnit, { one: string; many: string; heading: string }> = {
  night: { one: 'night', many: 'nights', heading: 'Nights' },
  plate: { one: 'plate', many: 'plates', heading: 'Plates' },
  session: { one: 'session', many: 'sessions', heading: 'Sessions' },
  each: { one: '', many: '', heading: 'Qty' },
};

/** "3 nights", "120 plates", "1 session"; a plain count for `each`. */
export function quantityWords(quantity: number, unit: ChargeUnit): string {
  const words = UNIT_WORDS[unit];
  const noun = quantity === 1 ? words.one : words.many;
  return noun ? `${quantity} ${noun}` : String(quantity);
}

/** The heading of a quantity column whose lines all count `unit`: "Nights", "Plates", "Qty". */
export function unitHeading(unit: ChargeUnit): string {
  return UNIT_WORDS[unit].heading;
}

/** One charge of a folio, taxed. The amounts add up: taxable + CGST + SGST + IGST = total. */
export interface ChargeLine {
  /** "Garden 101 (Deluxe), 2 nights, 1–3 Dec 2026"; "Royal Veg (per plate): 120 × ₹900". */
  description: string;
  sac: string;
  quantity: number;
  unit: ChargeUnit;
  /** Before GST, when every unit costs the same (a plate, a session); null when they differ (nights at weekday and weekend rents). */
  unitPricePaise: Paise | null;
  rateBp: RateBp;
  /** Negative for a discount, which lowers the taxable value of its SAC and rate. */
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  /**
   * Always 0: the hotel is the place of supply of its rooms and its functions (IGST Act s.
   * 12(3)), so its GST is CGST + SGST whoever the guest is. Kept so a line says so explicitly.
   */
  igstPaise: Paise;
  totalPaise: Paise;
  /** The first day supplied and the day after the last (YYYY-MM-DD, half-open): a stay's nights, an event's day. */
  from: string;
  to: string;
}

/** The charges added up. */
export function chargesTotalPaise(charges: readonly Pick<ChargeLine, 'totalPaise'>[]): Paise {
  return charges.reduce((sum, charge) => sum + charge.totalPaise, 0);
}

// ---- Stays ----

/** One night of a room, taxed as it was priced when booked. */
export interface StayNight extends TaxedAmount {
  date: string;
}

/** One room of a stay (a booking line), as the stay gives it to its folio. */
export interface StayRoom {
  /** The room's name ("101", "Garden 101"); a bare number reads "Room 101". */
  name: string;
  /** The room type as guests read it ("Deluxe"). */
  typeLabel: string;
  checkIn: string;
  checkOut: string;
  /** Each night as priced; empty for a line booked before nightly prices, which has only its totals. */
  nights: readonly StayNight[];
  amountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dateParts(date: string): { day: number; month: string; year: string } {
  return { day: Number(date.slice(8, 10)), month: MONTHS[Number(date.slice(5, 7)) - 1], year: date.slice(0, 4) };
}

/** A stay from its first night to the morning it ends: "1–4 Dec 2026", "30 Nov – 2 Dec 2026". */
export function stayRange(from: string, to: string): string {
  const a = dateParts(from);
  const b = dateParts(to);
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${a.day}–${b.day} ${b.month} ${b.year}`;
}

/** Nights (YYYY-MM-DD, sorted) as ranges of consecutive nights: "1–4 Dec 2026, 6–7 Dec 2026". */
export function nightsWords(nights: readonly string[]): string {
  const runs: { from: string; last: string }[] = [];
  for (const night of nights) {
    const run = runs[runs.length - 1];
    if (run && addDays(run.last, 1) === night) run.last = night;
    else runs.push({ from: night, last: night });
  }
  return runs.map((run) => stayRange(run.from, addDays(run.last, 1))).join(', ');
}

/** The stay's first night to its last morning, over all its rooms: "1–4 Dec 2026". */
export function stayWords(rooms: readonly StayRoom[]): string {
  const nights = rooms.flatMap((room) => room.nights.map((night) => night.date)).sort();
  if (nights.length > 0) return stayRange(nights[0], addDays(nights[nights.length - 1], 1));
  const from = rooms.map((room) => room.checkIn).sort()[0];
  const to = rooms.map((room) => room.checkOut).sort()[rooms.length - 1];
  return from && to ? stayRange(from, to) : '';
}

function roomWords(room: StayRoom): string {
  const name = /^\d+$/.test(room.name) ? `Room ${room.name}` : room.name;
  return `${name} (${room.typeLabel})`;
}

const nightCount = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`;

/** The nearest whole-number rate of a line stored without its nights (booked before rates and GST). */
function storedRate(room: StayRoom): RateBp {
  if (room.taxablePaise <= 0) return 0;
  return Math.round(((room.cgstPaise + room.sgstPaise) * 100) / room.taxablePaise) * 100;
}

/** The amounts of a charge from a taxed amount (no IGST: see ChargeLine.igstPaise). */
function amounts(taxed: Omit<TaxedAmount, 'chargedPaise'> & { totalPaise: Paise }) {
  const { rateBp, taxablePaise, cgstPaise, sgstPaise, totalPaise } = taxed;
  return { rateBp, taxablePaise, cgstPaise, sgstPaise, igstPaise: 0, totalPaise };
}

/** "1 Dec 2026". */
function dayWords(date: string): string {
  const { day, month, year } = dateParts(date);
  return `${day} ${month} ${year}`;
}

/** A line booked before nightly prices: its nights at its stored totals. */
function wholeLine(room: StayRoom): ChargeLine {
  const count = Math.max(1, Math.round((Date.parse(room.checkOut) - Date.parse(room.checkIn)) / 86_400_000));
  return {
    description: `${roomWords(room)}, ${nightCount(count)}, ${stayRange(room.checkIn, room.checkOut)}`,
    sac: ROOM_SAC,
    quantity: count,
    unit: ChargeUnit.NIGHT,
    unitPricePaise: null,
    ...amounts({ ...room, rateBp: storedRate(room), totalPaise: room.amountPaise }),
    from: room.checkIn,
    to: room.checkOut,
  };
}

const inRoomOrder = (rooms: readonly StayRoom[]) =>
  [...rooms].sort((a, b) => a.name.localeCompare(b.name) || a.checkIn.localeCompare(b.checkIn));

/** Each room night of the stay by room and date (SAC 996311), as it was priced when booked. */
export function stayNightCharges(rooms: readonly StayRoom[]): ChargeLine[] {
  return inRoomOrder(rooms).flatMap((room) => {
    if (room.nights.length === 0) return [wholeLine(room)];
    return [...room.nights]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((night) => ({
        description: `${roomWords(room)}, night of ${dayWords(night.date)}`,
        sac: ROOM_SAC,
        quantity: 1,
        unit: ChargeUnit.NIGHT,
        unitPricePaise: night.taxablePaise,
        ...amounts({ ...night, totalPaise: night.chargedPaise }),
        from: night.date,
        to: addDays(night.date, 1),
      }));
  });
}

/**
 * The stay's charges as an invoice lists them: per room, per GST rate (lowest first), its nights
 * added up as they were priced and taxed night by night, nights as quantity. Early check-out and
 * no-shows shorten a line's dates but not its priced nights: these are what was sold.
 */
export function stayCharges(rooms: readonly StayRoom[]): ChargeLine[] {
  return inRoomOrder(rooms).flatMap((room) => {
    if (room.nights.length === 0) return [wholeLine(room)];
    const nights = [...room.nights].sort((a, b) => a.date.localeCompare(b.date));
    return totalsByRate(nights).map((totals) => {
      const atRate = nights.filter((night) => night.rateBp === totals.rateBp);
      const dates = atRate.map((night) => night.date);
      const sameUnit = atRate.every((night) => night.taxablePaise === atRate[0].taxablePaise);
      return {
        description: `${roomWords(room)}, ${nightCount(dates.length)}, ${nightsWords(dates)}`,
        sac: ROOM_SAC,
        quantity: dates.length,
        unit: ChargeUnit.NIGHT,
        unitPricePaise: sameUnit ? atRate[0].taxablePaise : null,
        ...amounts({ ...totals, totalPaise: totals.chargedPaise }),
        from: dates[0],
        to: addDays(dates[dates.length - 1], 1),
      };
    });
  });
}

// ---- Banquet events ----

/** One priced line of an event (banquet/event-price.ts EventLineData). */
export interface EventItem {
  kind: 'hall_rent' | 'catering' | 'extra' | 'discount';
  description: string;
  sac: string;
  quantity: number;
  /** Before GST; a discount's is positive and lowers the total. */
  unitPaise: Paise;
  rateBp: RateBp;
}

/** The GST of an event's lines of one SAC at one rate, taken on their taxable value together. */
export interface SacRateTax {
  sac: string;
  rateBp: RateBp;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

const EVENT_UNITS: Record<EventItem['kind'], ChargeUnit> = {
  hall_rent: ChargeUnit.SESSION,
  catering: ChargeUnit.PLATE,
  extra: ChargeUnit.EACH,
  discount: ChargeUnit.EACH,
};

function eventWords(item: EventItem, occasion: string): string {
  if (item.kind === 'discount') return `Less: ${item.description}`;
  const price = formatRupees(item.unitPaise);
  const words = item.quantity === 1 ? `${item.description} (${price})` : `${item.description}: ${item.quantity} × ${price}`;
  return item.kind === 'hall_rent' ? `${words} — ${occasion}` : words;
}

/**
 * An event's charges, one per priced line: hall rent (a session), plates (the plates as
 * quantity), extras, and discounts as negative lines of the SAC they lower. GST is taken per SAC
 * and rate on the lines together (`taxes`, as the event's price computed it) and shared out over
 * the lines, each its own tax rounded, the rounding left to the largest line, so the charges add
 * up to the event's total to the paisa. `occasion`: "Reception on Sun, 20 Dec 2026".
 */
export function eventCharges(
  items: readonly EventItem[],
  taxes: readonly SacRateTax[],
  eventDate: string,
  occasion: string,
): ChargeLine[] {
  const priced = items
    .map((item) => ({ item, taxablePaise: (item.kind === 'discount' ? -1 : 1) * item.quantity * item.unitPaise }))
    .filter((line) => line.taxablePaise !== 0);
  const share = new Map<(typeof priced)[number], { cgstPaise: Paise; sgstPaise: Paise }>();
  for (const tax of taxes) {
    const members = priced.filter(({ item }) => item.sac === tax.sac && item.rateBp === tax.rateBp);
    if (members.length === 0) continue;
    const own = (line: (typeof priced)[number]) => Math.round((line.taxablePaise * tax.rateBp) / 20_000);
    const largest = members.reduce((best, line) => (line.taxablePaise > best.taxablePaise ? line : best));
    const ownSum = members.reduce((sum, line) => sum + own(line), 0);
    for (const line of members) {
      const rounding = line === largest ? 1 : 0;
      share.set(line, {
        cgstPaise: own(line) + rounding * (tax.cgstPaise - ownSum),
        sgstPaise: own(line) + rounding * (tax.sgstPaise - ownSum),
      });
    }
  }
  return priced.map((line) => {
    const { item, taxablePaise } = line;
    const { cgstPaise, sgstPaise } = share.get(line) ?? { cgstPaise: 0, sgstPaise: 0 };
    const discount = item.kind === 'discount';
    return {
      description: eventWords(item, occasion),
      sac: item.sac,
      quantity: discount ? 1 : item.quantity,
      unit: EVENT_UNITS[item.kind],
      unitPricePaise: discount ? null : item.unitPaise,
      ...amounts({ rateBp: item.rateBp, taxablePaise, cgstPaise, sgstPaise, totalPaise: taxablePaise + cgstPaise + sgstPaise }),
      from: eventDate,
      to: addDays(eventDate, 1),
    };
  });
}
