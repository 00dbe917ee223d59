import type { Admin, AdminAuthService } from '../modules/admin-auth';
import { RequestOrigin } from '../modules/abuse-limits';
import type { SignInCookies } from '../rest/sign-in-cookies';
import { DomainError } from '../shared/domain-error';
import type { Locale } from '../shared/pure/locale';

/** Each resolver class's instance for one app (the schema's container hands them out). */
export type ResolverInstances = ReadonlyMap<unknown, object>;

/** What a request brings; resolvers get their services from the schema's container, not from here. */
export interface GraphQLContext {
  /** The app's resolvers, which the one schema asks for (schema.ts). */
  resolvers: ResolverInstances;
  requestId: string;
  /** The client's key: `req.ip` under TRUST_PROXY, an IPv6 address by its /64 (rest/client-address.ts). */
  ip: string;
  /** The request's cookies and where a sign-in keeps its device cookie; absent outside HTTP requests. */
  signIn?: SignInCookies;
  /** The signed-in admin, when a valid bearer token came with the request. */
  admin?: Admin;
  /** The bearer token that signed the admin in, so that signing out can revoke it. */
  adminToken?: string;
  /** Why a token that came along was refused (expired, forged, deactivated). */
  authError?: DomainError;
  /** The language the request asked for (its Accept-Language); English when not given. */
  language?: Locale;
}

/** Who sent the request, as the services' abuse limits take it, with its language. */
export function originOf(context: GraphQLContext): RequestOrigin {
  return { address: context.ip, admin: Boolean(context.admin), language: context.language ?? 'en' };
}

export async function buildContext(
  app: { adminAuth: AdminAuthService; resolvers: ResolverInstances },
  token: string | undefined,
  requestId: string,
  ip: string,
  signIn?: SignInCookies,
  language?: Locale,
): Promise<GraphQLContext> {
  const { adminAuth, resolvers } = app;
  const context: GraphQLContext = { resolvers, requestId, ip, signIn, language };
  if (token) {
    try {
      context.admin = await adminAuth.authenticate(token);
      context.adminToken = token;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      context.authError = error;
    }
  }
  return context;
}
