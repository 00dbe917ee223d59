import { Paise } from '../../shared/money';

/** A GST rate in basis points: 500 is 5%, 1800 is 18%. Integers, like paise. */
export type RateBp = number;

/** One slab of the room tariff: nights whose taxable value is at most `upToPaise` pay `rateBp`. */
export interface RoomTaxSlab {
  /** The slab's ceiling on the taxable value of one room for one night; null for the top slab. */
  upToPaise: Paise | null;
  rateBp: RateBp;
}

/** The room slabs in force from `from` (a hotel date) until the next schedule starts. */
export interface RoomTaxSchedule {
  from: string;
  slabs: readonly RoomTaxSlab[];
  /** Where the rates come from (docs/gst.md has the full citations). */
  source: string;
}

/** SAC of room accommodation (heading 9963, "room or unit accommodation services"). */
export const ROOM_SAC = '996311';

/**
 * GST on hotel rooms, by the date of the night (docs/gst.md). Oldest first; a night takes the last
 * schedule that started on or before it.
 */
export const ROOM_TAX_SCHEDULES: readonly RoomTaxSchedule[] = [
  {
    from: '2019-10-01',
    slabs: [
      { upToPaise: 100_000, rateBp: 0 },
      { upToPaise: 750_000, rateBp: 1200 },
      { upToPaise: null, rateBp: 1800 },
    ],
    source: 'Notification 11/2017-Central Tax (Rate), as amended by 20/2019-Central Tax (Rate)',
  },
  {
    from: '2022-07-18',
    slabs: [
      { upToPaise: 750_000, rateBp: 1200 },
      { upToPaise: null, rateBp: 1800 },
    ],
    source: 'Notifications 03/2022 and 04/2022-Central Tax (Rate): the exemption up to ₹1,000 withdrawn',
  },
  {
    from: '2025-09-22',
    slabs: [
      { upToPaise: 750_000, rateBp: 500 },
      { upToPaise: null, rateBp: 1800 },
    ],
    source: 'Notification 15/2025-Central Tax (Rate), 17 Sep 2025, in force from 22 Sep 2025',
  },
];

/** One room for one night, taxed: what the guest pays and what of it is tax. */
export interface TaxedAmount {
  /** What the guest pays: taxable value + CGST + SGST. */
  chargedPaise: Paise;
  /** The value of supply, GST excluded. */
  taxablePaise: Paise;
  rateBp: RateBp;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

export function scheduleOn(date: string, schedules: readonly RoomTaxSchedule[] = ROOM_TAX_SCHEDULES): RoomTaxSchedule {
  let found = schedules[0];
  for (const schedule of schedules) if (schedule.from <= date) found = schedule;
  return found;
}

/**
 * The slab of one room-night. With rents that include GST, a slab fits when the rent less that
 * slab's tax stays within its ceiling (₹7,875 at 5% is ₹7,500 taxable); the first such slab
 * applies, so a rent between two slabs' fits (₹7,875.01 to ₹8,850) takes the higher rate.
 */
export function roomSlabRate(rentPaise: Paise, date: string, rentIncludesGst: boolean): RateBp {
  const { slabs } = scheduleOn(date);
  const slab = slabs.find(
    (candidate) =>
      candidate.upToPaise === null ||
      rentPaise <= (rentIncludesGst ? grossedUp(candidate.upToPaise, candidate.rateBp) : candidate.upToPaise),
  );
  return (slab ?? slabs[slabs.length - 1]).rateBp;
}

/**
 * A GST-inclusive rent that fits neither neighbouring slab consistently: at the lower rate its
 * taxable value is above that slab's ceiling, at the higher one it is below it. The server charges
 * the higher rate; the rate form warns the owner. Null when the rent is clear.
 */
export function ambiguousInclusiveRent(rentPaise: Paise, date: string): { fromPaise: Paise; toPaise: Paise } | null {
  const { slabs } = scheduleOn(date);
  for (let index = 0; index < slabs.length - 1; index += 1) {
    const { upToPaise, rateBp } = slabs[index];
    if (upToPaise === null) continue;
    const lowFit = grossedUp(upToPaise, rateBp);
    const highFit = grossedUp(upToPaise, slabs[index + 1].rateBp);
    if (rentPaise > lowFit && rentPaise <= highFit) return { fromPaise: lowFit + 1, toPaise: highFit };
  }
  return null;
}

/**
 * Taxes an amount at `rateBp`, split equally into CGST and SGST (an intra-state supply). With
 * `amountIncludesGst` the amount is what the guest pays and the tax is carved out of it;
 * otherwise it is the taxable value and the tax is added. Each half is rounded to the paisa.
 */
export function taxAmount(amountPaise: Paise, rateBp: RateBp, amountIncludesGst: boolean): TaxedAmount {
  const halfBp = rateBp / 2;
  if (amountIncludesGst) {
    const half = Math.round((amountPaise * halfBp) / (10_000 + rateBp));
    return { chargedPaise: amountPaise, taxablePaise: amountPaise - 2 * half, rateBp, cgstPaise: half, sgstPaise: half };
  }
  const half = Math.round((amountPaise * halfBp) / 10_000);
  return { chargedPaise: amountPaise + 2 * half, taxablePaise: amountPaise, rateBp, cgstPaise: half, sgstPaise: half };
}

/** One room-night at its rent on `date`: its slab decided on the taxable value, then taxed. */
export function taxRoomNight(rentPaise: Paise, date: string, rentIncludesGst: boolean): TaxedAmount {
  return taxAmount(rentPaise, roomSlabRate(rentPaise, date, rentIncludesGst), rentIncludesGst);
}

/** "5%" or "18%" or "2.5%". */
export function formatRate(rateBp: RateBp): string {
  return `${rateBp / 100}%`;
}

/** The largest rent that includes GST at `rateBp` and leaves at most `ceilingPaise` taxable. */
function grossedUp(ceilingPaise: Paise, rateBp: RateBp): Paise {
  return Math.floor((ceilingPaise * (10_000 + rateBp)) / 10_000);
}
