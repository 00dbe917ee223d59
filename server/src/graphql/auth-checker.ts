import { GraphQLError } from 'graphql';
import { AuthCheckerInterface, ResolverData } from 'type-graphql';
import { GraphQLContext } from './context';

/** Admin-only fields: without a valid token UNAUTHENTICATED, with a deactivated account FORBIDDEN. */
export class AdminAuthChecker implements AuthCheckerInterface<GraphQLContext> {
  check({ context }: ResolverData<GraphQLContext>): boolean {
    if (context.admin) return true;
    if (context.authError?.kind === 'forbidden') {
      throw new GraphQLError(context.authError.message, { extensions: { code: 'FORBIDDEN' } });
    }
    throw new GraphQLError(context.authError?.message ?? 'Please sign in to continue', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
}
