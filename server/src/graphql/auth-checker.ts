import { GraphQLError } from 'graphql';
import { AuthCheckerInterface, ResolverData } from 'type-graphql';
import { mayDo, refusalMessage, StaffRole } from '../modules/admin-auth';
import { GraphQLContext } from './context';

/**
 * Admin-only fields: without a valid token UNAUTHENTICATED, with a deactivated account FORBIDDEN,
 * and FORBIDDEN when the permission table (admin-auth/permissions.ts) does not give the signed-in
 * person's role this field (`Query.x`, `Mutation.x`, `Type.field`); a field the table lacks is
 * refused to everyone.
 */
export class AdminAuthChecker implements AuthCheckerInterface<GraphQLContext> {
  check({ context, info }: ResolverData<GraphQLContext>): boolean {
    const { admin } = context;
    if (admin) {
      if (mayDo(admin.role, `${info.parentType.name}.${info.fieldName}`)) return true;
      throw roleRefused(admin.role);
    }
    if (context.authError?.kind === 'forbidden') {
      throw new GraphQLError(context.authError.message, { extensions: { code: 'FORBIDDEN' } });
    }
    throw new GraphQLError(context.authError?.message ?? 'Please sign in to continue', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
}

function roleRefused(role: StaffRole): GraphQLError {
  // reason tells a role's refusal from a deactivated account's: the session carries on.
  return new GraphQLError(refusalMessage(role), { extensions: { code: 'FORBIDDEN', reason: 'ROLE_REFUSED' } });
}

/**
 * A part of an operation that the permission table decides on its own (an input field such as
 * `DeskBookingInput.rateOverride`): refused FORBIDDEN as an operation is, before the service runs,
 * so nothing is written. The operation itself was let through by the auth checker.
 */
export function assertMayUse(context: GraphQLContext, key: string): void {
  const { admin } = context;
  if (!admin) throw new GraphQLError('Please sign in to continue', { extensions: { code: 'UNAUTHENTICATED' } });
  if (!mayDo(admin.role, key)) throw roleRefused(admin.role);
}
