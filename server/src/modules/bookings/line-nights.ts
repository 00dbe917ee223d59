import { daysBetween } from '../../shared/dates';
import { sumPaise } from '../../shared/money';
import type { PricedNight } from '../pricing';
import type { BookingLine } from './booking-line.entity';

/** A line's money: what its nights add up to, GST included and split. */
export interface LineMoney {
  ratePaise: number;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  nightPrices: PricedNight[];
}

type PricedLine = Pick<BookingLine, 'checkIn' | 'checkOut' | keyof LineMoney>;

/** The money of some nights, each at the price it was given (the first night's is the rate). */
export function moneyOfNights(nights: readonly PricedNight[]): LineMoney {
  const sorted = [...nights].sort((a, b) => a.date.localeCompare(b.date));
  return {
    ratePaise: sorted[0]?.chargedPaise ?? 0,
    amountPaise: sumPaise(sorted.map((night) => night.chargedPaise)),
    taxablePaise: sumPaise(sorted.map((night) => night.taxablePaise)),
    cgstPaise: sumPaise(sorted.map((night) => night.cgstPaise)),
    sgstPaise: sumPaise(sorted.map((night) => night.sgstPaise)),
    nightPrices: sorted,
  };
}

/**
 * A line's nights cut at `at`: those before it and those from it on, each keeping its price. A
 * line stored without its nights (booked before nightly rates) is shared by the count of nights,
 * each part's GST still adding up to its amount.
 */
export function splitLineMoney(line: PricedLine, at: string): { before: LineMoney; after: LineMoney } {
  if (line.nightPrices?.length) {
    return {
      before: moneyOfNights(line.nightPrices.filter((night) => night.date < at)),
      after: moneyOfNights(line.nightPrices.filter((night) => night.date >= at)),
    };
  }
  const share = daysBetween(line.checkIn, at) / Math.max(1, daysBetween(line.checkIn, line.checkOut));
  const amountPaise = Math.round(line.amountPaise * share);
  const taxablePaise = Math.round(line.taxablePaise * share);
  const cgstPaise = Math.round(line.cgstPaise * share);
  const before = {
    ratePaise: line.ratePaise,
    amountPaise,
    taxablePaise,
    cgstPaise,
    sgstPaise: amountPaise - taxablePaise - cgstPaise,
  };
  return {
    before: { ...before, nightPrices: [] },
    after: {
      ratePaise: line.ratePaise,
      amountPaise: line.amountPaise - before.amountPaise,
      taxablePaise: line.taxablePaise - before.taxablePaise,
      cgstPaise: line.cgstPaise - before.cgstPaise,
      sgstPaise: line.sgstPaise - before.sgstPaise,
      nightPrices: [],
    },
  };
}
