import { addDays } from '../../shared/dates';
import { Paise } from '../../shared/money';
import {
  ambiguousInclusiveRent,
  RateBp,
  ROOM_SAC,
  ROOM_TAX_SCHEDULES,
  RoomTaxSchedule,
  roomSlabRate,
  scheduleOn,
} from '../pricing';

/** One slab of a schedule, as the Settings page lists it (paise; null where open-ended). */
export interface SlabFacts {
  rateBp: RateBp;
  /** The slab takes a taxable value above this (null for the first slab). */
  aboveTaxablePaise: Paise | null;
  /** ...up to this, included (null for the top slab). */
  upToTaxablePaise: Paise | null;
  /** With rents that include GST: the largest rent this slab takes (null for the top slab). */
  upToInclusiveRentPaise: Paise | null;
}

/** GST-inclusive rents that fit neither neighbouring slab: charged `rateBp`, and the rate form warns. */
export interface InclusiveBand {
  fromPaise: Paise;
  toPaise: Paise;
  rateBp: RateBp;
}

export interface ScheduleFacts {
  from: string;
  /** The last day it applied; null while no later schedule exists. */
  until: string | null;
  inForce: boolean;
  source: string;
  slabs: SlabFacts[];
  inclusiveBands: InclusiveBand[];
}

export interface GstFacts {
  ratesIncludeGst: boolean;
  roomSac: string;
  schedules: ScheduleFacts[];
}

/** The highest rent (paise) that `roomSlabRate` still charges at most `rateBp` on `date`. */
function largestInclusiveRentAt(rateBp: RateBp, date: string, limit: Paise): Paise {
  let low = 0;
  let high = limit;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (roomSlabRate(middle, date, true) <= rateBp) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The room tariff the server applies (ROOM_TAX_SCHEDULES), read for people: each schedule's slabs
 * on the taxable value, and what they mean for rents that include GST. The inclusive figures are
 * found by asking `roomSlabRate` itself, so the page can never disagree with the prices.
 */
function scheduleFacts(schedule: RoomTaxSchedule, next: RoomTaxSchedule | undefined, today: string): ScheduleFacts {
  const slabs = schedule.slabs.map((slab, index) => {
    const inclusive =
      slab.upToPaise === null ? null : largestInclusiveRentAt(slab.rateBp, schedule.from, slab.upToPaise * 2 + 100_000);
    return {
      rateBp: slab.rateBp,
      aboveTaxablePaise: index === 0 ? null : schedule.slabs[index - 1].upToPaise,
      upToTaxablePaise: slab.upToPaise,
      upToInclusiveRentPaise: inclusive,
    };
  });
  const inclusiveBands = slabs.flatMap((slab) => {
    if (slab.upToInclusiveRentPaise === null) return [];
    const firstAbove = slab.upToInclusiveRentPaise + 1;
    const band = ambiguousInclusiveRent(firstAbove, schedule.from);
    return band ? [{ ...band, rateBp: roomSlabRate(firstAbove, schedule.from, true) }] : [];
  });
  return {
    from: schedule.from,
    until: next ? addDays(next.from, -1) : null,
    inForce: scheduleOn(today) === schedule,
    source: schedule.source,
    slabs,
    inclusiveBands,
  };
}

export function gstFacts(ratesIncludeGst: boolean, today: string): GstFacts {
  return {
    ratesIncludeGst,
    roomSac: ROOM_SAC,
    schedules: ROOM_TAX_SCHEDULES.map((schedule, index) => scheduleFacts(schedule, ROOM_TAX_SCHEDULES[index + 1], today)),
  };
}
