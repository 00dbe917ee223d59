import { DataSource, FindOptionsWhere } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { formatHotelDateTime } from '../../shared/dates';
import { DomainError, ErrorCollector, notFound } from '../../shared/domain-error';
import { isUuid, trimmed } from '../../shared/input';
import { AuditAction, AuditService } from '../audit';
import { FormIIIKind, FormIIIReport, FormIIIStatus } from './form-iii-report.entity';
import { GuestRegisterErrorCode } from './guest-register-errors';
import { RegisterRow, rowsOf } from './register-rows';

/** A report with the guest's row it is about and whether its deadline has passed. */
export interface FormIIIReportView {
  report: FormIIIReport;
  guest: RegisterRow;
  overdue: boolean;
}

/** The reports due now: how many, and the soonest deadline (for Today). */
export interface FormIIIDue {
  count: number;
  overdue: number;
  soonestDueAt: Date | null;
}

const MAX_REPORTED = 200;
const MAX_REFERENCE = 60;

/** Foreign guests' Form III reports: what is due, the sheet to copy from, and marking one reported. */
export class FormIIIService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Reports of a status (all when left out): due ones soonest first, reported ones newest first (the last 200). */
  async list(status?: FormIIIStatus | null): Promise<FormIIIReportView[]> {
    const where: FindOptionsWhere<FormIIIReport> = status ? { status } : {};
    const reports = await this.dataSource.getRepository(FormIIIReport).find({
      where,
      order: status === FormIIIStatus.REPORTED ? { reportedAt: 'DESC' } : { status: 'ASC', dueAt: 'ASC' },
      take: status === FormIIIStatus.DUE ? undefined : MAX_REPORTED,
    });
    return this.viewsOf(reports);
  }

  async get(id: unknown): Promise<FormIIIReportView> {
    const report = isUuid(id) ? await this.dataSource.getRepository(FormIIIReport).findOneBy({ id }) : null;
    if (!report) throw notFound(GuestRegisterErrorCode.FormIIIReportNotFound, 'No such Form III report.');
    return (await this.viewsOf([report]))[0];
  }

  /** How many reports are due and the soonest deadline. */
  async due(): Promise<FormIIIDue> {
    const [row]: { count: number; overdue: number; soonest: Date | null }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE due_at < $2)::int AS overdue, min(due_at) AS soonest
       FROM form_iii_report WHERE status = $1`,
      [FormIIIStatus.DUE, this.clock()],
    );
    return { count: Number(row.count), overdue: Number(row.overdue), soonestDueAt: row.soonest ? new Date(row.soonest) : null };
  }

  /**
   * The desk reported on the portal: the portal's reference (required) and when (not in the
   * future, not before the arrival or departure it reports). Audited; a report is marked once.
   */
  async markReported(actor: Actor, id: unknown, reference: unknown, reportedAt: unknown): Promise<FormIIIReportView> {
    const now = this.clock();
    const portalReference = trimmed(reference).replace(/\s+/g, ' ');
    const at = typeof reportedAt === 'string' || reportedAt instanceof Date ? new Date(reportedAt) : new Date(Number.NaN);
    const savedId = await this.dataSource.transaction(async (manager) => {
      const report = isUuid(id)
        ? await manager.findOne(FormIIIReport, { where: { id }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!report) throw notFound(GuestRegisterErrorCode.FormIIIReportNotFound, 'No such Form III report.');
      if (report.status === FormIIIStatus.REPORTED)
        throw new DomainError(
          GuestRegisterErrorCode.FormIIIAlreadyReported,
          `This report was marked reported by ${report.reportedBy} (reference ${report.portalReference}).`,
          'id',
          'conflict',
        );
      const errors = new ErrorCollector();
      const invalid = (message: string, field: string) => errors.add(GuestRegisterErrorCode.FormIIIReportInvalid, message, field);
      if (!portalReference) invalid('The portal’s reference is required.', 'reference');
      else if (portalReference.length > MAX_REFERENCE)
        invalid(`The reference must be at most ${MAX_REFERENCE} characters.`, 'reference');
      if (Number.isNaN(at.getTime())) invalid('Reported at must be a date and time.', 'reportedAt');
      else if (at > now) invalid('Reported at cannot be in the future.', 'reportedAt');
      else if (at < report.eventAt)
        invalid(
          `Reported at cannot be before the ${report.kind} it reports (${formatHotelDateTime(report.eventAt)}).`,
          'reportedAt',
        );
      errors.throwIfAny();
      const reportedBy = actor.label.slice(0, 120);
      await manager.update(FormIIIReport, report.id, {
        status: FormIIIStatus.REPORTED,
        portalReference,
        reportedAt: at,
        reportedBy,
      });
      const guest = (await rowsOf(manager, [report.registerEntryId])).get(report.registerEntryId)!;
      await this.audit.record(manager, actor, {
        action: AuditAction.FORM_III_REPORTED,
        detail: `Form III ${report.kind === FormIIIKind.ARRIVAL ? 'arrival' : 'departure'} of ${guest.name} (${guest.nationality}) reported on the portal at ${formatHotelDateTime(at)}, reference ${portalReference}`,
        bookingId: guest.bookingId,
      });
      return report.id;
    });
    return this.get(savedId);
  }

  private async viewsOf(reports: FormIIIReport[]): Promise<FormIIIReportView[]> {
    const now = this.clock();
    const rows = await rowsOf(this.dataSource.manager, [...new Set(reports.map((report) => report.registerEntryId))]);
    return reports.map((report) => ({
      report,
      guest: rows.get(report.registerEntryId)!,
      overdue: report.status === FormIIIStatus.DUE && report.dueAt < now,
    }));
  }
}
