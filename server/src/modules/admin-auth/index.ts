/** The admin-auth module as other code sees it: everything else in this folder is its own. */
export { AdminAuthResolver } from './admin-auth.resolver';
export { adminAuthRoutes } from './admin-auth.routes';
export { AdminAuthService } from './admin-auth.service';
export { Admin } from './admin.entity';
export { DeviceLockout } from './device-lockout.entity';
export { LoginFailure } from './login-failure.entity';
export { RevokedToken } from './revoked-token.entity';
export { PasswordHasher } from './password';
