/** The admin-auth module as other code sees it: everything else in this folder is its own. */
export { AdminAuthResolver } from './admin-auth.resolver';
export { adminAuthRoutes } from './admin-auth.routes';
export { AdminAuthService } from './admin-auth.service';
export { Admin } from './admin.entity';
export { DeviceLockout } from './device-lockout.entity';
export { LoginFailure } from './login-failure.entity';
export { RevokedToken } from './revoked-token.entity';
export { AdminRecoveryCode, AdminTwoStep } from './two-step.entity';
export { TwoStepSecrets } from './two-step-secrets';
export { TwoStepService, TwoStepStatus } from './two-step.service';
export { TwoStepResolver } from './two-step.resolver';
export { PasswordHasher } from './password';
export { StaffRole, STAFF_ROLE_LABELS, STAFF_ROLES } from '../../shared/staff-role';
export {
  mayDo,
  mayReverseAnyReceipt,
  PERMISSIONS,
  PERMISSIONS_NOT_YET_BUILT,
  PERMISSION_INPUT_FIELDS,
  permissionsOf,
  permissionTableMarkdown,
  refusalMessage,
} from './permissions';
export { StaffResolver } from './staff.resolver';
export { StaffService } from './staff.service';
export type { SendStaffInvite, StaffInviteMail } from './staff.service';
