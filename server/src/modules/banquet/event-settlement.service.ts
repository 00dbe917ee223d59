import { DataSource } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { formatStayDate, todayInHotel } from '../../shared/dates';
import { DomainError, ErrorCollector } from '../../shared/domain-error';
import { toNumber, trimmed } from '../../shared/input';
import { formatRupees, Paise, rupeesToPaise } from '../../shared/money';
import { AuditAction, AuditService } from '../audit';
import { TaxDocument, TaxDocumentKind, TaxDocumentsService } from '../billing';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { EventDocumentsService } from './event-documents.service';
import { EventLifecycle } from './event-lifecycle.service';
import { EventMoneyService } from './event-money.service';
import { CATERING_SAC, EventLineData, EventLineKind, HALL_SAC, priceEvent } from './event-price';

/** Which SAC (and so which rate) an extra is billed under. */
export type ExtraTaxClass = 'hall' | 'catering';

export interface SettlementExtraInput {
  description: unknown;
  quantity: unknown;
  /** Rupees before GST. */
  unit: unknown;
  taxClass: unknown;
}

export interface SettlementInput {
  finalPlates: unknown;
  extras?: SettlementExtraInput[] | null;
}

export interface EventSettlementResult {
  event: BanquetEvent;
  /** The plates billed: the guaranteed count (or the expected guests), or the final count if higher. */
  billedPlates: number;
  invoice: TaxDocument | null;
  paidPaise: Paise;
  /** What the customer still owes (0 when paid up or over). */
  balancePaise: Paise;
  /** Paid beyond the final bill: to be refunded. */
  excessPaise: Paise;
}

const MAX_EXTRAS = 20;
const MAX_PLATES = 100_000;

/**
 * The final bill after the event (or on its day): the plates billed are the guaranteed count
 * (the expected guests when none was set) or the final count if higher, at the package's price,
 * plus extras; the quoted hall rent, other lines and discounts stay. The event completes with
 * those lines and its Rule 46 tax invoice is issued in the same transaction; what is left to pay
 * (or was paid over) is answered.
 */
export class EventSettlementService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: EventLifecycle,
    private readonly eventMoney: EventMoneyService,
    private readonly documents: EventDocumentsService,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async settle(actor: Actor, eventId: unknown, input: SettlementInput): Promise<EventSettlementResult> {
    const parsed = parseSettlement(input);
    const result = await this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, eventId);
      this.lifecycle.assertCan(event, 'complete');
      if (todayInHotel(this.clock()) < event.eventDate) {
        throw new DomainError(
          BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
          `The event is on ${formatStayDate(event.eventDate)}; it can be settled on that day or after.`,
          'eventId',
          'conflict',
        );
      }
      const billedPlates = Math.max(event.guaranteedPlates ?? event.expectedGuests, parsed.finalPlates);
      const lines = finalLines(event, billedPlates, parsed.extras);
      if (priceEvent(lines).totalPaise > 2_000_000_000) {
        throw new DomainError(
          BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
          'That bill is too large; please check the extras.',
          'extras',
        );
      }
      await this.lifecycle.complete(manager, event, parsed.finalPlates, lines);
      const documents = await this.documents.reconcile(manager, event, actor);
      const money = await this.eventMoney.of(event.id, manager);
      const paidPaise = money.paidPaise;
      const balancePaise = Math.max(0, money.balanceDuePaise);
      const excessPaise = Math.max(0, -money.balanceDuePaise);
      const invoice = documents.find((doc) => doc.kind === TaxDocumentKind.INVOICE) ?? null;
      await this.audit.record(manager, actor, {
        action: AuditAction.CHANGE,
        detail:
          `${event.reference}: settled, ${parsed.finalPlates} plates served, ${billedPlates} billed` +
          `${parsed.extras.length ? `, ${parsed.extras.length} extra(s)` : ''}; total ${formatRupees(event.totalPaise)}` +
          `${invoice ? `, invoice ${invoice.number}` : ''}; ` +
          (excessPaise > 0 ? `${formatRupees(excessPaise)} paid over, to refund` : `balance due ${formatRupees(balancePaise)}`),
      });
      return { event, billedPlates, invoice, paidPaise, balancePaise, excessPaise, documents };
    });
    await this.taxDocuments.announce(result.documents);
    return result;
  }
}

/** The quote's lines with the plates billed and the extras added (each extra at its SAC's rate on the event). */
export function finalLines(
  event: Pick<BanquetEvent, 'lines' | 'terms'>,
  billedPlates: number,
  extras: ParsedExtra[],
): EventLineData[] {
  let platesSet = false;
  const lines = event.lines.map((line) => {
    // The package's plates are the first catering line; another (a second menu) stays as quoted.
    if (line.kind !== EventLineKind.CATERING || platesSet) return line;
    platesSet = true;
    return { ...line, quantity: billedPlates };
  });
  const rateOf = (sac: string, fallback: number) =>
    event.lines.find((line) => line.sac === sac && line.kind !== EventLineKind.DISCOUNT)?.rateBp ?? fallback;
  for (const extra of extras) {
    const sac = extra.taxClass === 'hall' ? HALL_SAC : CATERING_SAC;
    lines.push({
      kind: EventLineKind.EXTRA,
      description: extra.description,
      sac,
      quantity: extra.quantity,
      unitPaise: extra.unitPaise,
      rateBp: rateOf(sac, extra.taxClass === 'hall' ? event.terms.hallGstBp : event.terms.cateringGstBp),
    });
  }
  return lines;
}

export interface ParsedExtra {
  description: string;
  quantity: number;
  unitPaise: Paise;
  taxClass: ExtraTaxClass;
}

function parseSettlement(input: SettlementInput): { finalPlates: number; extras: ParsedExtra[] } {
  const errors = new ErrorCollector();
  const finalPlates = toNumber(input.finalPlates);
  if (!Number.isInteger(finalPlates) || finalPlates < 0 || finalPlates > MAX_PLATES) {
    errors.add(
      BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
      'Enter the plates served as a whole number (0 or more).',
      'finalPlates',
    );
  }
  const raw = input.extras ?? [];
  if (raw.length > MAX_EXTRAS) {
    errors.add(BanquetErrorCode.EVENT_SETTLEMENT_INVALID, `At most ${MAX_EXTRAS} extras can be billed.`, 'extras');
  }
  const extras = raw.slice(0, MAX_EXTRAS).map((extra, index): ParsedExtra => {
    const field = `extras.${index}`;
    const description = trimmed(extra.description);
    if (description.length < 1 || description.length > 120) {
      errors.add(
        BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
        'Describe the extra in up to 120 characters.',
        `${field}.description`,
      );
    }
    const quantity = toNumber(extra.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10_000) {
      errors.add(
        BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
        'The quantity is a whole number from 1 to 10,000.',
        `${field}.quantity`,
      );
    }
    const unitPaise = rupeesToPaise(toNumber(extra.unit));
    if (unitPaise === undefined || unitPaise <= 0 || unitPaise > 1_000_000_000) {
      errors.add(
        BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
        'Enter the price in rupees before GST, more than zero, with at most two decimals.',
        `${field}.unit`,
      );
    }
    const taxClass: ExtraTaxClass | null = extra.taxClass === 'hall' || extra.taxClass === 'catering' ? extra.taxClass : null;
    if (!taxClass) {
      errors.add(
        BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
        'Choose whether the extra is billed with the hall or the catering.',
        `${field}.taxClass`,
      );
    }
    return { description, quantity, unitPaise: unitPaise ?? 0, taxClass: taxClass ?? 'hall' };
  });
  errors.throwIfAny();
  return { finalPlates, extras };
}
