import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { paiseToRupees } from '../../shared/money';
import { PricedNight } from './room-pricing.service';
import { RateBp } from './room-gst';
import { RateTotals, sumTaxed, TaxTotals, totalsByRate } from './tax-totals';

/**
 * Taxable value, CGST, SGST and the total, in paise and in rupees (the GraphQL types below take these
 * fields). TypeGraphQL gives a subclass the fields of a superclass only when that is an object type
 * too; it never appears in the schema itself, as no field returns it.
 */
@ObjectType()
export abstract class TaxFigures {
  @Field(() => Int, { description: 'The value of supply, GST excluded, in paise.' }) taxablePaise: number;
  @Field(() => Int) cgstPaise: number;
  @Field(() => Int) sgstPaise: number;
  @Field(() => Int, { description: 'What the guest pays: taxable value + CGST + SGST, in paise.' }) totalPaise: number;
  @Field(() => Float, { description: 'Taxable value in rupees.' }) taxableValue: number;
  @Field(() => Float, { description: 'CGST in rupees.' }) cgst: number;
  @Field(() => Float, { description: 'SGST in rupees.' }) sgst: number;
  @Field(() => Float, { description: 'CGST + SGST in rupees.' }) totalTax: number;
  @Field(() => Float, { description: 'Total in rupees, GST included.' }) total: number;
}

@ObjectType({ description: 'Taxed amounts at one GST rate.' })
export class TaxAtRate extends TaxFigures {
  @Field(() => Float, { description: 'The GST rate in percent (CGST and SGST each take half).' }) rate: number;
}

@ObjectType({ description: 'One night of one room: its rent, where the rent came from, and its GST.' })
export class NightTax extends TaxAtRate {
  @Field({ description: 'The night (YYYY-MM-DD).' }) date: string;
  @Field({ description: 'base, weekday or season; agreed for a rent agreed at the desk (before GST).' }) source: string;
  @Field(() => String, { nullable: true }) seasonName: string | null;
}

@ObjectType({ description: 'The GST of one room of a stay.' })
export class LineTax extends TaxFigures {
  @Field(() => ID) roomId: string;
  @Field() roomName: string;
  @Field(() => [NightTax], { description: 'Each night, in order.' }) nights: NightTax[];
  @Field({ description: 'True when the nights do not all cost the same.' }) nightsDiffer: boolean;
}

@ObjectType({ description: 'GST of a stay, computed by the server per room per night: SAC 996311, CGST + SGST.' })
export class StayTax extends TaxFigures {
  @Field({ description: 'True when rents include GST (ROOM_RATES_INCLUDE_GST); false when GST is added to them.' })
  ratesIncludeGst: boolean;
  @Field(() => [TaxAtRate], { description: 'Totals per GST rate.' }) byRate: TaxAtRate[];
  @Field(() => [LineTax]) lines: LineTax[];
}

/** The stored or quoted nights of one room, to present. */
export interface TaxedLine {
  roomId: string;
  roomName: string;
  nights: readonly PricedNight[];
}

export function taxFigures(totals: TaxTotals): TaxFigures {
  return {
    taxablePaise: totals.taxablePaise,
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    totalPaise: totals.chargedPaise,
    taxableValue: paiseToRupees(totals.taxablePaise),
    cgst: paiseToRupees(totals.cgstPaise),
    sgst: paiseToRupees(totals.sgstPaise),
    totalTax: paiseToRupees(totals.cgstPaise + totals.sgstPaise),
    total: paiseToRupees(totals.chargedPaise),
  };
}

export function atRate(totals: TaxTotals & { rateBp: RateBp }): TaxAtRate {
  return { ...taxFigures(totals), rate: totals.rateBp / 100 };
}

/** A stay's tax as GraphQL and the REST body show it (plain data, so it serialises as it is). */
export function stayTax(lines: readonly TaxedLine[], ratesIncludeGst: boolean): StayTax {
  const allNights = lines.flatMap((line) => line.nights);
  return {
    ...taxFigures(sumTaxed(allNights)),
    ratesIncludeGst,
    byRate: totalsByRate(allNights).map((totals: RateTotals) => atRate(totals)),
    lines: lines.map((line) => ({
      ...taxFigures(sumTaxed(line.nights)),
      roomId: line.roomId,
      roomName: line.roomName,
      nightsDiffer: new Set(line.nights.map((night) => night.chargedPaise)).size > 1,
      nights: line.nights.map((night) => ({
        ...atRate(night),
        date: night.date,
        source: night.source,
        seasonName: night.seasonName,
      })),
    })),
  };
}
