/** The audit module as other code sees it: everything else in this folder is its own. */
export { AuditEntry } from './audit-entry.entity';
export { AuditResolver } from './audit.resolver';
export { AuditAction, AuditService, recordAudit } from './audit.service';
export type { AuditRecord } from './audit.service';
