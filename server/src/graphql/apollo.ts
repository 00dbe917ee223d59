import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLFormattedError } from 'graphql';
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

/** Answers are per guest or admin and change with every booking: no cache may keep them. */
const noStorePlugin: ApolloServerPlugin<GraphQLContext> = {
  // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks answer promises
  async requestDidStart() {
    return {
      // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's hooks answer promises
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

export async function createApolloServer(logger: Logger, production: boolean): Promise<ApolloServer<GraphQLContext>> {
  const schema = await hotelSchema();
  return new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    // main.ts owns shutdown (finish requests, stop jobs, close the pool); Apollo's own signal
    // handler would re-raise SIGTERM and kill the process half way.
    stopOnTerminationSignals: false,
    introspection: true,
    includeStacktraceInErrorResponses: !production,
    parseOptions: { maxTokens: MAX_TOKENS },
    // Apollo's cache-control plugin hooks every resolved field to work out cache hints that no
    // resolver sets, only to answer `Cache-Control: no-store`; noStorePlugin says that directly.
    plugins: [ApolloServerPluginCacheControlDisabled(), noStorePlugin, queryLimitsPlugin(schema), bookingMutationsLimitPlugin()],
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
