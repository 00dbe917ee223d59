import { GraphQLError } from 'graphql';
import { AuthCheckerInterface, ResolverData } from 'type-graphql';
import { mayDo, refusalMessage } from '../modules/admin-auth';
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
      // reason tells a role's refusal from a deactivated account's: the session carries on.
      throw new GraphQLError(refusalMessage(admin.role), { extensions: { code: 'FORBIDDEN', reason: 'ROLE_REFUSED' } });
    }
    if (context.authError?.kind === 'forbidden') {
      throw new GraphQLError(context.authError.message, { extensions: { code: 'FORBIDDEN' } });
    }
    throw new GraphQLError(context.authError?.message ?? 'Please sign in to continue', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
}
