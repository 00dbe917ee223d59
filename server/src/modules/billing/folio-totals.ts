import { EntityManager } from 'typeorm';
import { COUNTED_STATUSES, FolioTotals, REFUNDABLE_STATUSES } from './folio';
import { PaymentProviderName, RefundReason } from './payments/payment.entity';

/** Which column of `payment` names the folio. */
export type FolioKey = 'booking_id' | 'event_id';

/**
 * The same rules as `moneyPosition`, as one SQL over many folios (lists, the front desk, the
 * ledger): per folio id, what was received, refunded, given as goodwill, credited by hand and may
 * still go back. Parameters: $1 the folio ids, then what `folioTotals` passes.
 */
export function folioTotalsSql(key: FolioKey): string {
  return `
    WITH entry AS (
      SELECT p.${key} AS folio_id, p.amount_paise,
        p.status = ANY($2::text[]) AND p.mismatch_reason IS NULL AS counted,
        p.status = ANY($3::text[]) AND p.mismatch_reason IS NULL AND p.provider <> '${PaymentProviderName.OTA}' AND NOT EXISTS (
          SELECT 1 FROM payment reversal WHERE reversal.reverses_payment_id = p.id AND reversal.${key} = p.${key}
        ) AS refundable,
        coalesce((SELECT sum(r.amount_paise) FROM refund r WHERE r.payment_id = p.id), 0) AS refunded,
        coalesce((SELECT sum(r.amount_paise) FROM refund r WHERE r.payment_id = p.id AND r.reason = $4), 0) AS goodwill
      FROM payment p WHERE p.${key} = ANY($1::uuid[])
    ),
    credit AS (
      SELECT c.${key} AS folio_id, sum(c.amount_paise) AS credited
      FROM folio_credit c WHERE c.${key} = ANY($1::uuid[]) GROUP BY c.${key}
    ),
    money AS (
      SELECT folio_id,
        coalesce(sum(amount_paise) FILTER (WHERE counted), 0)::bigint AS received,
        coalesce(sum(refunded) FILTER (WHERE counted), 0)::bigint AS refunded,
        coalesce(sum(goodwill) FILTER (WHERE counted), 0)::bigint AS goodwill,
        coalesce(sum(greatest(amount_paise - refunded, 0)) FILTER (WHERE refundable), 0)::bigint AS refundable
      FROM entry GROUP BY folio_id
    )
    SELECT coalesce(money.folio_id, credit.folio_id) AS folio_id,
      coalesce(money.received, 0)::bigint AS received,
      coalesce(money.refunded, 0)::bigint AS refunded,
      coalesce(money.goodwill, 0)::bigint AS goodwill,
      coalesce(credit.credited, 0)::bigint AS credited,
      coalesce(money.refundable, 0)::bigint AS refundable
    FROM money FULL JOIN credit ON credit.folio_id = money.folio_id`;
}

interface FolioTotalsRow {
  folio_id: string;
  received: string | number;
  refunded: string | number;
  goodwill: string | number;
  credited: string | number;
  refundable: string | number;
}

const NO_MONEY: FolioTotals = { receivedPaise: 0, refundedPaise: 0, goodwillPaise: 0, creditedPaise: 0, refundablePaise: 0 };

/** Each folio's sums in one query (a folio without entries answers zeros). */
export async function folioTotals(
  manager: EntityManager,
  key: FolioKey,
  ids: readonly string[],
): Promise<Map<string, FolioTotals>> {
  const found = new Map<string, FolioTotals>(ids.map((id) => [id, NO_MONEY]));
  if (ids.length === 0) return found;
  const rows = await manager.query<FolioTotalsRow[]>(folioTotalsSql(key), [
    ids,
    COUNTED_STATUSES,
    REFUNDABLE_STATUSES,
    RefundReason.GOODWILL,
  ]);
  // Sums are bigint, which the drivers hand over as text.
  for (const row of rows) {
    found.set(row.folio_id, {
      receivedPaise: Number(row.received),
      refundedPaise: Number(row.refunded),
      goodwillPaise: Number(row.goodwill),
      creditedPaise: Number(row.credited),
      refundablePaise: Number(row.refundable),
    });
  }
  return found;
}
