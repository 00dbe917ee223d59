/** Guests' rights requests (issue 29, item 5) as other code sees them: everything else in this folder is its own. */
export { createPrivacyRequestsModule } from './privacy-requests.module';
export type { PrivacyRequestsServices } from './privacy-requests.module';
export { PrivacyRequest, PrivacyRequestKind, PrivacyRequestStatus } from './privacy-request.entity';
export { PrivacyRequestsResolver } from './privacy-requests.resolver';
export { privacyRequestsRoutes } from './privacy-requests.routes';
export { ANSWER_WITHIN_DAYS, PrivacyRequestsService } from './privacy-requests.service';
