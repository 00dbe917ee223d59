import { DataSource } from 'typeorm';
import { daysBetween, isCalendarDate } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { GuestRegisterErrorCode } from './guest-register-errors';
import { RegisterRow, rowsArrivedBetween } from './register-rows';

/** The most days one call of the register answers (a month). */
export const MAX_REGISTER_DAYS = 31;

/** A register row numbered as the printed register numbers it (1, 2… in arrival order over the range). */
export interface NumberedRegisterRow extends RegisterRow {
  serialNo: number;
}

/** The guest register the police may ask to see: per day or month, on the page and as a PDF. */
export class GuestRegisterService {
  constructor(private readonly dataSource: DataSource) {}

  /** The rows of guests who arrived from `from` to `to` (YYYY-MM-DD, hotel time, both included; at most 31 days). */
  async between(from: unknown, to: unknown): Promise<{ from: string; to: string; rows: NumberedRegisterRow[] }> {
    const range = checkedRange(from, to);
    const rows = await rowsArrivedBetween(this.dataSource.manager, range.from, range.to);
    return { ...range, rows: rows.map((row, index) => ({ ...row, serialNo: index + 1 })) };
  }
}

function checkedRange(from: unknown, to: unknown): { from: string; to: string } {
  const invalid = (message: string, field: string) =>
    new DomainError(GuestRegisterErrorCode.RegisterRangeInvalid, message, field);
  if (!isCalendarDate(from)) throw invalid('From must be a date (YYYY-MM-DD).', 'from');
  if (!isCalendarDate(to)) throw invalid('To must be a date (YYYY-MM-DD).', 'to');
  if (to < from) throw invalid('To must not be before from.', 'to');
  if (daysBetween(from, to) + 1 > MAX_REGISTER_DAYS)
    throw invalid(`The register is read at most ${MAX_REGISTER_DAYS} days at a time.`, 'to');
  return { from, to };
}
