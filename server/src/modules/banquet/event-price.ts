import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DomainError } from '../../shared/domain-error';
import { Paise, sumPaise } from '../../shared/money';
import { CATERING_SAC, HALL_SAC } from '../billing';
import { taxAmount } from '../pricing';
import { BanquetErrorCode } from './banquet-errors';

/** The hall's SAC (997212) and its catering's (996334), kept with the other SACs in billing. */
export { CATERING_SAC, HALL_SAC };

export enum EventLineKind {
  HALL_RENT = 'hall_rent',
  CATERING = 'catering',
  EXTRA = 'extra',
  DISCOUNT = 'discount',
}
registerEnumType(EventLineKind, {
  name: 'EventLineKind',
  description: 'Hall rent, plates, an extra (decoration, DJ…), or a discount that lowers the lines of its SAC.',
});

/** One line of an event's price, as stored on the event (jsonb) and printed on its documents. */
export interface EventLineData {
  kind: EventLineKind;
  description: string;
  /** 997212 (hall) or 996334 (catering): where the line's tax goes. */
  sac: string;
  quantity: number;
  /** Before GST; a discount's unit is positive and lowers the total. */
  unitPaise: Paise;
  /** The GST rate of this line, basis points. */
  rateBp: number;
}

@ObjectType({ description: 'One line of an event’s price, before GST.' })
export class EventLine implements EventLineData {
  @Field(() => EventLineKind) kind: EventLineKind;
  @Field() description: string;
  @Field() sac: string;
  @Field(() => Int) quantity: number;
  @Field(() => Int, { description: 'Paise, before GST.' }) unitPaise: Paise;
  @Field(() => Int, { description: 'GST rate in basis points (1800 = 18%).' }) rateBp: number;
  @Field(() => Int, { description: 'quantity × unit, negative for a discount.' }) amountPaise: Paise;
  @Field(() => Float, { description: 'Rupees, negative for a discount.' }) amount: number;
}

@ObjectType({ description: 'GST on the lines of one SAC at one rate, split into CGST and SGST.' })
export class EventTax {
  @Field() sac: string;
  @Field(() => Int) rateBp: number;
  @Field(() => Int) taxablePaise: Paise;
  @Field(() => Int) cgstPaise: Paise;
  @Field(() => Int) sgstPaise: Paise;
}

@ObjectType({ description: 'An event’s price: its lines, the GST on them and the total, computed on the server.' })
export class EventPrice {
  @Field(() => [EventLine]) lines: EventLine[];
  @Field(() => [EventTax]) taxes: EventTax[];
  @Field(() => Int) taxablePaise: Paise;
  @Field(() => Int) gstPaise: Paise;
  @Field(() => Int) totalPaise: Paise;
  @Field(() => Float, { description: 'Rupees, GST included.' }) total: number;
  @Field(() => Float, { description: 'Rupees.' }) gst: number;
}

export function lineAmount(line: EventLineData): Paise {
  const amount = line.quantity * line.unitPaise;
  return line.kind === EventLineKind.DISCOUNT ? -amount : amount;
}

/**
 * Prices lines: GST is taken on the taxable value of each SAC and rate together (so a discount
 * lowers the tax of what it discounts), half CGST and half SGST, each rounded to the paisa.
 */
export function priceEvent(lines: readonly EventLineData[]): EventPrice {
  const priced = lines.map((line) => {
    const amountPaise = lineAmount(line);
    return { ...line, amountPaise, amount: amountPaise / 100 };
  });
  const groups = new Map<string, { sac: string; rateBp: number; taxablePaise: Paise }>();
  for (const line of priced) {
    const key = `${line.sac}@${line.rateBp}`;
    const group = groups.get(key) ?? { sac: line.sac, rateBp: line.rateBp, taxablePaise: 0 };
    group.taxablePaise += line.amountPaise;
    groups.set(key, group);
  }
  const taxes = [...groups.values()].map((group) => {
    if (group.taxablePaise < 0) {
      throw new DomainError(
        BanquetErrorCode.EVENT_QUOTE_INVALID,
        `A discount cannot be more than the lines it lowers (SAC ${group.sac}).`,
        'lines',
      );
    }
    const taxed = taxAmount(group.taxablePaise, group.rateBp, false);
    return {
      sac: group.sac,
      rateBp: group.rateBp,
      taxablePaise: group.taxablePaise,
      cgstPaise: taxed.cgstPaise,
      sgstPaise: taxed.sgstPaise,
    };
  });
  const taxablePaise = sumPaise(priced.map((line) => line.amountPaise));
  const gstPaise = sumPaise(taxes.map((tax) => tax.cgstPaise + tax.sgstPaise));
  const totalPaise = taxablePaise + gstPaise;
  return { lines: priced, taxes, taxablePaise, gstPaise, totalPaise, total: totalPaise / 100, gst: gstPaise / 100 };
}

/** What an enquiry is estimated at: the session's rent, and the plates (at least the menu's minimum). */
export function estimateLines(input: {
  hallName: string;
  sessionName: string;
  rentPaise: Paise;
  hallGstBp: number;
  menu: { name: string; pricePerPlatePaise: Paise; minPlates: number } | null;
  guests: number;
  cateringGstBp: number;
}): EventLineData[] {
  const lines: EventLineData[] = [
    {
      kind: EventLineKind.HALL_RENT,
      description: `${input.hallName}, ${input.sessionName}`,
      sac: HALL_SAC,
      quantity: 1,
      unitPaise: input.rentPaise,
      rateBp: input.hallGstBp,
    },
  ];
  if (input.menu) {
    lines.push({
      kind: EventLineKind.CATERING,
      description: `${input.menu.name} (per plate)`,
      sac: CATERING_SAC,
      quantity: Math.max(input.guests, input.menu.minPlates),
      unitPaise: input.menu.pricePerPlatePaise,
      rateBp: input.cateringGstBp,
    });
  }
  return lines;
}
