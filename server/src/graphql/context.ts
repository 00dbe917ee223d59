import { Admin } from '../modules/admin-auth/admin.entity';
import { Services } from '../services';
import { DomainError } from '../shared/domain-error';

export interface GraphQLContext {
  services: Services;
  requestId: string;
  ip: string;
  /** The signed-in admin, when a valid bearer token came with the request. */
  admin?: Admin;
  /** Why a token that came along was refused (expired, forged, deactivated). */
  authError?: DomainError;
}

export async function buildContext(
  services: Services,
  token: string | undefined,
  requestId: string,
  ip: string,
): Promise<GraphQLContext> {
  const context: GraphQLContext = { services, requestId, ip };
  if (token) {
    try {
      context.admin = await services.adminAuth.authenticate(token);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      context.authError = error;
    }
  }
  return context;
}
