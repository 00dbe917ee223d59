import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLFormattedError } from 'graphql';
import { Services } from '../services';
import { Logger } from '../shared/logger';
import { bookingMutationsLimitPlugin } from './booking-mutations-limit';
import { GraphQLContext } from './context';
import { explainTokenLimit, MAX_TOKENS, queryLimitsPlugin } from './limits';
import { hotelSchema } from './schema';

/** Codes we raise on purpose; any other error is a bug and is masked. */
const KNOWN_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'QUERY_TOO_DEEP',
  'QUERY_TOO_COSTLY',
]);

export async function createApolloServer(
  services: Services,
  logger: Logger,
  production: boolean,
): Promise<ApolloServer<GraphQLContext>> {
  const schema = await hotelSchema(services);
  return new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    // main.ts owns shutdown (finish requests, stop jobs, close the pool); Apollo's own signal
    // handler would re-raise SIGTERM and kill the process half way.
    stopOnTerminationSignals: false,
    introspection: true,
    includeStacktraceInErrorResponses: !production,
    parseOptions: { maxTokens: MAX_TOKENS },
    plugins: [queryLimitsPlugin(schema), bookingMutationsLimitPlugin()],
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const code = formatted.extensions?.code;
      if (typeof code === 'string' && KNOWN_CODES.has(code)) return explainTokenLimit(formatted);
      logger.error({ err: unwrapResolverError(error), path: formatted.path }, 'unexpected error in GraphQL');
      return {
        message: 'Internal server error',
        path: formatted.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR', ...(production ? {} : { stacktrace: formatted.extensions?.stacktrace }) },
      };
    },
  });
}
