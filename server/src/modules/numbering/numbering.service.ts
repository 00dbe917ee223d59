import { EntityManager } from 'typeorm';
import { calendarDateAt } from '../../shared/dates';

/** Kinds of numbered documents and their prefixes. Issue order: one sequence per kind and year. */
export const DocumentKind = {
  RECEIPT: 'receipt',
} as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];

const PREFIXES: Record<DocumentKind, string> = { receipt: 'RC' };

/** The Indian financial year (April to March) of a hotel date: 2026-11-24 → "2026-27". */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The next number of `kind` for the financial year of `at`, e.g. RC/2026-27/00001 (at most 16
 * characters). Taken inside the caller's transaction: the row stays locked until it ends, so two
 * desks never get one number, and a rolled-back document leaves no gap.
 */
export async function nextDocumentNumber(manager: EntityManager, kind: DocumentKind, at: Date): Promise<string> {
  const financialYear = financialYearOf(calendarDateAt(at));
  const rows: { last_number: number }[] = await manager.query(
    `INSERT INTO document_sequence (kind, financial_year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (kind, financial_year) DO UPDATE SET last_number = document_sequence.last_number + 1
     RETURNING last_number`,
    [kind, financialYear],
  );
  const [row] = Array.isArray(rows[0]) ? (rows[0] as unknown as { last_number: number }[]) : rows;
  return `${PREFIXES[kind]}/${financialYear}/${String(row.last_number).padStart(5, '0')}`;
}
