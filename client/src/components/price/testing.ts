import type { StayPriceFieldsFragment, StayTaxFieldsFragment } from '../../graphql/generated';

/** For tests: prices as the server would answer them (the slabs of 22 Sep 2025, CGST and SGST half each). */

/** One night of one room, taxed, with what it costs the guest in rupees. */
export type TestNight = StayTaxFieldsFragment['lines'][number]['nights'][number] & { total: number };

/** One night at `rent` rupees: GST carved out of it (rents include GST) or added to it. */
export function aNight(date: string, rent: number, ratesIncludeGst = true): TestNight {
  const rentPaise = Math.round(rent * 100);
  const rate = (ratesIncludeGst ? rentPaise <= 787_500 : rentPaise <= 750_000) ? 5 : 18;
  const half = Math.round(ratesIncludeGst ? (rentPaise * rate * 50) / (10_000 + rate * 100) : (rentPaise * rate * 50) / 10_000);
  const totalPaise = ratesIncludeGst ? rentPaise : rentPaise + 2 * half;
  return { date, rate, total: totalPaise / 100, taxablePaise: totalPaise - 2 * half, cgstPaise: half, sgstPaise: half };
}

function figures(nights: readonly TestNight[]) {
  const paise = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise') => nights.reduce((total, night) => total + night[key], 0);
  const [taxable, cgst, sgst] = [paise('taxablePaise'), paise('cgstPaise'), paise('sgstPaise')];
  return { taxableValue: taxable / 100, totalTax: (cgst + sgst) / 100, total: (taxable + cgst + sgst) / 100 };
}

export function aStayPrice(
  nights: readonly TestNight[],
  overrides: Partial<StayPriceFieldsFragment> = {},
  ratesIncludeGst = true,
): StayPriceFieldsFragment {
  return {
    nights: nights.length,
    ...figures(nights),
    ratesIncludeGst,
    nightsDiffer: new Set(nights.map((night) => night.total)).size > 1,
    perNight: nights.map((night) => ({ date: night.date, total: night.total, taxableValue: night.taxablePaise / 100 })),
    minimumStay: null,
    ...overrides,
  };
}

export function aStayTax(
  lines: readonly { roomId: string; roomName: string; nights: TestNight[] }[],
  ratesIncludeGst = true,
): StayTaxFieldsFragment {
  const { taxableValue, totalTax, total } = figures(lines.flatMap((line) => line.nights));
  return {
    ratesIncludeGst,
    taxableValue,
    totalTax,
    total,
    lines: lines.map(({ roomId, roomName, nights }) => ({
      roomId,
      roomName,
      nightsDiffer: new Set(nights.map((night) => night.total)).size > 1,
      nights: nights.map(({ date, rate, taxablePaise, cgstPaise, sgstPaise }) => ({
        date,
        rate,
        taxablePaise,
        cgstPaise,
        sgstPaise,
      })),
    })),
  };
}
