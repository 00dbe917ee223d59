import { ApolloServerPlugin } from '@apollo/server';
import { ASTNode, DocumentNode, FragmentDefinitionNode, GraphQLError, GraphQLSchema, Kind, SelectionSetNode } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { GraphQLContext } from './context';

export const MAX_QUERY_DEPTH = 8;
/** Anyone may ask this much; a signed-in admin (whose screens read whole ledgers) more. */
export const MAX_QUERY_COST = 1000;
export const MAX_ADMIN_QUERY_COST = 20_000;
/** The standard introspection query (GraphiQL, Sandbox, codegen) is 15 levels deep. */
export const MAX_INTROSPECTION_DEPTH = 16;

/** Depth of the deepest field selection, following fragments (introspection included). */
export function queryDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + queryDepth(selection.selectionSet, fragments, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, queryDepth(selection.selectionSet, fragments, seen));
    } else if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
      const fragment = fragments[selection.name.value];
      deepest = Math.max(deepest, queryDepth(fragment?.selectionSet, fragments, new Set([...seen, selection.name.value])));
    }
  }
  return deepest;
}

/** An operation that only asks about the schema (__schema, __type, __typename). */
function isIntrospectionOnly(selectionSet: SelectionSetNode | undefined): boolean {
  return (selectionSet?.selections ?? []).every(
    (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
  );
}

/**
 * Refuses operations nested deeper than MAX_QUERY_DEPTH or costing more than MAX_QUERY_COST
 * (one point a field, lists counted at a typical size). Introspection, which integrators' tools
 * send and which reads no data, has its own depth limit and no cost.
 */
export function queryLimitsPlugin(schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> {
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks answer promises
    async requestDidStart() {
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's hooks answer promises; a throw refuses the operation
        async didResolveOperation({ request, document, operation, contextValue }) {
          const fragments: Record<string, FragmentDefinitionNode> = {};
          for (const definition of document.definitions as readonly ASTNode[]) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
          }
          const introspection = isIntrospectionOnly(operation?.selectionSet);
          const depthLimit = introspection ? MAX_INTROSPECTION_DEPTH : MAX_QUERY_DEPTH;
          const depth = queryDepth(operation?.selectionSet, fragments);
          if (depth > depthLimit) {
            throw new GraphQLError(`Query is too deep: ${depth} levels, the limit is ${depthLimit}`, {
              extensions: { code: 'QUERY_TOO_DEEP', http: { status: 400 } },
            });
          }
          if (introspection) return;
          const cost = costOf(schema, document, request.operationName, request.variables);
          const costLimit = contextValue.admin ? MAX_ADMIN_QUERY_COST : MAX_QUERY_COST;
          if (cost > costLimit) {
            throw new GraphQLError(`Query is too costly: ${cost} points, the limit is ${costLimit}`, {
              extensions: { code: 'QUERY_TOO_COSTLY', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/**
 * The operation's cost. Counting reads the variables first, so a variable the schema refuses (an
 * unknown enum value, say) is the caller's mistake, answered as such, never a server fault.
 */
function costOf(schema: GraphQLSchema, query: DocumentNode, operationName?: string | null, variables?: Record<string, unknown>) {
  try {
    return getComplexity({
      schema,
      query,
      operationName: operationName ?? undefined,
      variables: variables ?? {},
      estimators: [listEstimator, simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}

/** A list field costs its children times a typical list's length. */
const EXPECTED_LIST_LENGTH = 10;
function listEstimator(args: { field: { type: unknown }; childComplexity: number }): number | void {
  const typeName = String(args.field.type);
  if (typeName.startsWith('[') || typeName.includes('![')) return 1 + args.childComplexity * EXPECTED_LIST_LENGTH;
}
