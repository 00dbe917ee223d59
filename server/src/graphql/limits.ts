import { ApolloServerPlugin } from '@apollo/server';
import {
  ASTNode,
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLError,
  GraphQLFormattedError,
  GraphQLSchema,
  Kind,
  SelectionSetNode,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { GraphQLContext } from './context';
import { DocumentVerdicts, ShapeVerdict } from './document-verdicts';
import { IntrospectionCache } from './introspection-cache';

export const MAX_QUERY_DEPTH = 8;
/** Anyone may ask this much; a signed-in admin (whose screens read whole ledgers) more. */
export const MAX_QUERY_COST = 1000;
export const MAX_ADMIN_QUERY_COST = 20_000;
/** The standard introspection query (GraphiQL, Sandbox, codegen) is 15 levels deep. */
export const MAX_INTROSPECTION_DEPTH = 16;
/** Aliases let one request repeat a field; past this many they only multiply work. */
export const MAX_ALIASES = 15;
/** Lexical tokens a document may have; the parser stops there, before building anything big. */
export const MAX_TOKENS = 2000;

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

interface FieldCounts {
  aliases: number;
  schemaFields: number;
}

/**
 * Aliased fields and `__schema` fields an operation runs, a fragment counted each time it is
 * spread (validation has already refused fragment cycles).
 */
export function fieldCounts(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  memo = new Map<string, FieldCounts>(),
): FieldCounts {
  const counts: FieldCounts = { aliases: 0, schemaFields: 0 };
  const add = (more: FieldCounts) => {
    counts.aliases += more.aliases;
    counts.schemaFields += more.schemaFields;
  };
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) counts.aliases += 1;
      if (selection.name.value === '__schema') counts.schemaFields += 1;
      add(fieldCounts(selection.selectionSet, fragments, memo));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      add(fieldCounts(selection.selectionSet, fragments, memo));
    } else {
      const name = selection.name.value;
      if (!memo.has(name)) memo.set(name, fieldCounts(fragments[name]?.selectionSet, fragments, memo));
      add(memo.get(name)!);
    }
  }
  return counts;
}

/** The depth, alias and `__schema` rules for an operation (its selection set). */
function checkShape(document: DocumentNode, selectionSet: SelectionSetNode | undefined): ShapeVerdict {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions as readonly ASTNode[]) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const introspection = isIntrospectionOnly(selectionSet);
  const depthLimit = introspection ? MAX_INTROSPECTION_DEPTH : MAX_QUERY_DEPTH;
  const depth = queryDepth(selectionSet, fragments);
  if (depth > depthLimit) {
    return {
      introspection,
      refusal: { message: `Query is too deep: ${depth} levels, the limit is ${depthLimit}`, code: 'QUERY_TOO_DEEP' },
    };
  }
  const { aliases, schemaFields } = fieldCounts(selectionSet, fragments);
  if (aliases > MAX_ALIASES) {
    const message = `Query has too many aliases: ${aliases}, the limit is ${MAX_ALIASES}. Send fewer aliased fields, or split the query.`;
    return { introspection, refusal: { message, code: 'QUERY_TOO_COSTLY' } };
  }
  if (schemaFields > 1) {
    const message = `Query asks for __schema ${schemaFields} times; ask for it once per operation.`;
    return { introspection, refusal: { message, code: 'QUERY_TOO_COSTLY' } };
  }
  return { introspection };
}

const refuse = (message: string, code: string) => new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Refuses, before running anything, operations nested deeper than MAX_QUERY_DEPTH (introspection:
 * MAX_INTROSPECTION_DEPTH), with more than MAX_ALIASES aliases or more than one `__schema`, or
 * costing more than MAX_QUERY_COST (one point a field, lists counted at a typical size;
 * introspection counts like data). The standard introspection query is answered from a cache
 * and costs nothing; documents past MAX_TOKENS are refused by the parser (apollo.ts).
 */
export function queryLimitsPlugin(schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> {
  const introspectionCache = new IntrospectionCache(schema);
  const verdicts = new DocumentVerdicts();
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks answer promises
    async requestDidStart() {
      let cachedIntrospection: string | undefined;
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's hooks answer promises; a throw refuses the operation
        async didResolveOperation({ request, document, operation, contextValue }) {
          const shape = verdicts.shapeOf(document, request.operationName, () => checkShape(document, operation?.selectionSet));
          if (shape.refusal) throw refuse(shape.refusal.message, shape.refusal.code);
          cachedIntrospection = shape.introspection ? introspectionCache.standardKey(document) : undefined;
          if (cachedIntrospection) return;
          const cost = verdicts.costOf(document, request.operationName, () =>
            costOf(schema, document, request.operationName, request.variables),
          );
          const costLimit = contextValue.admin ? MAX_ADMIN_QUERY_COST : MAX_QUERY_COST;
          if (cost > costLimit) {
            throw refuse(`Query is too costly: ${cost} points, the limit is ${costLimit}`, 'QUERY_TOO_COSTLY');
          }
        },
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's hooks answer promises
        async responseForOperation({ document, response }) {
          if (!cachedIntrospection) return null;
          return {
            http: response.http,
            body: { kind: 'single', singleResult: introspectionCache.answer(cachedIntrospection, document) },
          };
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
      // A field that states its own cost (`complexity` in its TypeGraphQL options) is counted so.
      estimators: [fieldExtensionsEstimator(), listEstimator, simpleEstimator({ defaultComplexity: 1 })],
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

/** graphql-js words the token limit as a syntax error ("more that 2000 tokens"); say what to do. */
export function explainTokenLimit(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'GRAPHQL_PARSE_FAILED' || !/contains more th.. \d+ tokens/.test(formatted.message)) {
    return formatted;
  }
  return { ...formatted, message: `Query is too long: more than ${MAX_TOKENS} tokens. Send a shorter query.` };
}
