import { EntityManager, In } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { addDays } from '../../../shared/dates';
import { formatRupees, Paise } from '../../../shared/money';
import { formatRate, taxAmount } from '../../pricing';
import { ChargeLine, ChargeUnit } from '../charges';
import { DomainError } from '../../../shared/domain-error';
import { mayReverseAnyReceipt } from '../../../shared/staff-role';
import { chargeAlreadyReversed, FolioChargeErrorCode, folioChargeNotFound } from './folio-charge-errors';
import { FolioChargeDefault } from './folio-charge-default.entity';
import { ParsedFolioCharge, ParsedFolioChargeDefault } from './folio-charge-input';
import { FOLIO_CHARGE_DEFAULTS, FOLIO_CHARGE_KINDS, FolioChargeDefaultFacts, FolioChargeKind } from './folio-charge-kinds';
import { FolioChargeLine } from './folio-charge.entity';

/**
 * The charges of a stay's folio beyond its room nights (billing/folio-charges): posting one at its
 * kind's SAC and GST rate, reversing one with a line of the opposite amounts, and reading them for
 * the folio's total and the invoice. Callers lock the stay first (the stay's own rules are theirs).
 */

/** Each kind's SAC, GST rate and usual price: the owner's, or the defaults of a hotel that set none. */
export async function folioChargeDefaults(
  manager: EntityManager,
): Promise<Record<FolioChargeKind, FolioChargeDefaultFacts & { kind: FolioChargeKind }>> {
  const rows = new Map((await manager.find(FolioChargeDefault)).map((row) => [row.kind, row]));
  return Object.fromEntries(
    FOLIO_CHARGE_KINDS.map((kind) => {
      const base = FOLIO_CHARGE_DEFAULTS[kind];
      const row = rows.get(kind);
      return [
        kind,
        row
          ? { kind, label: base.label, sac: row.sac, rateBp: row.rateBp, unitPricePaise: row.unitPricePaise }
          : { kind, ...base },
      ];
    }),
  ) as Record<FolioChargeKind, FolioChargeDefaultFacts & { kind: FolioChargeKind }>;
}

/** The owner's defaults, written over what was there; answers what changed, for the audit log. */
export async function saveFolioChargeDefaults(
  manager: EntityManager,
  defaults: readonly ParsedFolioChargeDefault[],
  actor: Actor,
  at: Date,
): Promise<string[]> {
  const before = await folioChargeDefaults(manager);
  const changes: string[] = [];
  for (const item of defaults) {
    const was = before[item.kind];
    if (was.sac === item.sac && was.rateBp === item.rateBp && was.unitPricePaise === item.unitPricePaise) continue;
    changes.push(`${was.label}: SAC ${item.sac}, GST ${formatRate(item.rateBp)}, ${priceWords(item.unitPricePaise)}`);
    await manager.upsert(FolioChargeDefault, { ...item, updatedAt: at, updatedBy: actor.label }, ['kind']);
  }
  return changes;
}

const priceWords = (paise: Paise | null) => (paise === null ? 'no usual price' : `usual price ${formatRupees(paise)}`);

/** What a posted charge is called: "Laundry", "Laundry: 3 shirts". */
function chargeDescription(label: string, note: string | null): string {
  return note ? `${label}: ${note}` : label;
}

/** Posts a charge to the stay's folio at its kind's SAC and GST rate, taxed on quantity × price. */
export async function postFolioCharge(
  manager: EntityManager,
  bookingId: string,
  charge: ParsedFolioCharge,
  actor: Actor,
  today: string,
): Promise<FolioChargeLine> {
  const facts = (await folioChargeDefaults(manager))[charge.kind];
  const taxed = taxAmount(charge.quantity * charge.unitPricePaise, facts.rateBp, false);
  return manager.save(
    manager.create(FolioChargeLine, {
      bookingId,
      kind: charge.kind,
      description: chargeDescription(facts.label, charge.note),
      sac: facts.sac,
      quantity: charge.quantity,
      unitPricePaise: charge.unitPricePaise,
      rateBp: taxed.rateBp,
      taxablePaise: taxed.taxablePaise,
      cgstPaise: taxed.cgstPaise,
      sgstPaise: taxed.sgstPaise,
      totalPaise: taxed.chargedPaise,
      postedOn: today,
      postedById: actor.adminId,
      postedBy: actor.label,
      reversesId: null,
      reason: null,
    }),
  );
}

/**
 * Takes a wrong charge out with a reversing line of the opposite amounts (the original stays);
 * a charge is reversed once, and a reversing line is never reversed. Answers both.
 */
export async function reverseFolioCharge(
  manager: EntityManager,
  bookingId: string,
  chargeId: string,
  reason: string,
  actor: Actor,
  today: string,
): Promise<{ original: FolioChargeLine; reversal: FolioChargeLine }> {
  const original = await manager.findOneBy(FolioChargeLine, { id: chargeId, bookingId });
  if (!original) throw folioChargeNotFound();
  if (original.reversesId) {
    throw new DomainError(
      FolioChargeErrorCode.NotReversible,
      'A reversing line cannot itself be reversed.',
      'chargeId',
      'conflict',
    );
  }
  if (!mayReverseAnyReceipt(actor.role) && (original.postedById !== actor.adminId || original.postedOn !== today)) {
    throw new DomainError(
      FolioChargeErrorCode.NotReversible,
      'The front desk can reverse only a charge it posted itself today. Ask a manager or the owner.',
      'chargeId',
      'forbidden',
    );
  }
  if (await manager.existsBy(FolioChargeLine, { reversesId: original.id })) throw chargeAlreadyReversed();
  const reversal = await manager.save(
    manager.create(FolioChargeLine, {
      bookingId,
      kind: original.kind,
      description: `Reversal: ${original.description}`,
      sac: original.sac,
      quantity: -original.quantity,
      unitPricePaise: original.unitPricePaise,
      rateBp: original.rateBp,
      taxablePaise: -original.taxablePaise,
      cgstPaise: -original.cgstPaise,
      sgstPaise: -original.sgstPaise,
      totalPaise: -original.totalPaise,
      postedOn: today,
      postedById: actor.adminId,
      postedBy: actor.label,
      reversesId: original.id,
      reason,
    }),
  );
  return { original, reversal };
}

/** The stay's charge lines, reversing lines included, in the order they were posted. */
export function folioChargesOf(manager: EntityManager, bookingId: string): Promise<FolioChargeLine[]> {
  return manager.find(FolioChargeLine, { where: { bookingId }, order: { createdAt: 'ASC', id: 'ASC' } });
}

/** What each stay's charges add up to (reversals net them out), in one query; a stay without any is absent. */
export async function folioChargeTotals(manager: EntityManager, bookingIds: readonly string[]): Promise<Map<string, Paise>> {
  if (bookingIds.length === 0) return new Map();
  const rows: { booking_id: string; total: number }[] = await manager
    .createQueryBuilder(FolioChargeLine, 'charge')
    .select('charge.booking_id', 'booking_id')
    .addSelect('SUM(charge.total_paise)::int', 'total')
    .where({ bookingId: In([...bookingIds]) })
    .groupBy('charge.booking_id')
    .getRawMany();
  return new Map(rows.map((row) => [row.booking_id, Number(row.total)]));
}

/** What the charges posted on `date` add up to, reversals posted that day netting out (the day report's extras). */
export async function folioChargesPostedOn(manager: EntityManager, date: string): Promise<Paise> {
  const [row]: { total: string | null }[] = await manager.query(
    `SELECT coalesce(sum(total_paise), 0)::bigint AS total FROM folio_charge WHERE posted_on = $1::date`,
    [date],
  );
  return Number(row?.total ?? 0);
}

/**
 * The charges as the invoice lists them: each charge still standing, one line each with its own
 * SAC and GST; a reversed charge and its reversal supplied nothing and print neither.
 */
export function folioChargeInvoiceLines(lines: readonly FolioChargeLine[]): ChargeLine[] {
  const reversed = new Set(lines.map((line) => line.reversesId).filter(Boolean));
  return lines
    .filter((line) => !line.reversesId && !reversed.has(line.id))
    .map((line) => ({
      description: line.description,
      sac: line.sac,
      quantity: line.quantity,
      unit: ChargeUnit.EACH,
      unitPricePaise: line.unitPricePaise,
      rateBp: line.rateBp,
      taxablePaise: line.taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: 0,
      totalPaise: line.totalPaise,
      from: line.postedOn,
      to: addDays(line.postedOn, 1),
    }));
}
