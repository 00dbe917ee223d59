/** "Who looked": the personal data access log (issue 29, item 6), as other code sees it. */
export { PersonalDataAccess, PersonalDataReadKind } from './personal-data-access.entity';
export { AccessLogResolver } from './access-log.resolver';
export { AccessLogService, ACCESS_LOG_RETENTION_DAYS, purgeAccessLog } from './access-log.service';
export type { PersonalDataReader } from './access-log.service';
export { LogsPersonalDataRead } from './logs-personal-data-read';
export { PERSONAL_DATA_READS } from './personal-data-reads';
