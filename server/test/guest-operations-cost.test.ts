import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DocumentNode,
  getNullableType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLSchema,
  isNonNullType,
  Kind,
  OperationDefinitionNode,
  print,
  typeFromAST,
  visit,
} from 'graphql';
import { hotelSchema } from '../src/graphql/schema';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';

/**
 * The guest's screens ask without a token, so every operation they send must stay under the public
 * query cost limit; a field added to a shared fragment (a booking's tax lines, its documents) can
 * push one over, and the guest then cannot pay. Each operation is sent as the client sends it,
 * with placeholder variables of the right types: whatever it answers, it must not be refused as
 * too costly.
 */
const GUEST_OPERATIONS = [
  'LandingPageRooms',
  'WizardAvailableRooms',
  'RoomsForStay',
  'RoomOffers',
  'NearestFreeStays',
  'RoomDetail',
  'ChosenRooms',
  'StayPrice',
  'CheckQuote',
  'SaveGuest',
  'PaymentBooking',
  'PaymentPriceQuote',
  'PayAtHotelLimits',
  'CreatePaymentOrder',
  'VerifyPayment',
  'PayAtHotel',
];

const GENERATED = path.resolve(__dirname, '..', '..', 'client', 'src', 'graphql', 'generated.ts');

/** The client's typed documents, as codegen wrote them (JSON ASTs). */
function clientDocument(operation: string): DocumentNode {
  const source = readFileSync(GENERATED, 'utf8');
  const match = new RegExp(`export const ${operation}Document = (\\{.*?\\}) as unknown as DocumentNode`).exec(source);
  if (!match) throw new Error(`client/src/graphql/generated.ts has no ${operation}Document`);
  return JSON.parse(match[1]) as DocumentNode;
}

/**
 * The document as Apollo Client sends it: every selection set but the operation's own also asks
 * for __typename (the cache needs it), which counts towards the cost.
 */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
      const asked = node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename');
      if (asked) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

/** A value of the type, with every required field filled in. */
function placeholder(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (inner instanceof GraphQLList) return [];
  if (inner instanceof GraphQLEnumType) return inner.getValues()[0].value;
  if (inner instanceof GraphQLInputObjectType) {
    const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, placeholder(field.type)]));
  }
  return { Int: 1, Float: 1, Boolean: true, ID: '00000000-0000-4000-8000-000000000000' }[inner.name] ?? '2026-12-04';
}

function placeholderVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  ) as OperationDefinitionNode;
  return Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE)
      .map((definition) => [
        definition.variable.name.value,
        placeholder(typeFromAST(schema, definition.type) as GraphQLNonNull<GraphQLInputType>),
      ]),
  );
}

const app = useTestApp();
let schema: GraphQLSchema;
beforeAll(async () => (schema = await hotelSchema()));

describe('the guest screens’ operations', () => {
  it.each(GUEST_OPERATIONS)('%s stays under the public query cost and depth limits', async (operation) => {
    const document = withTypenames(clientDocument(operation));
    const response = await gql(app, print(document), placeholderVariables(schema, document));
    expect(errorCodes(response).filter((code) => code === 'QUERY_TOO_COSTLY' || code === 'QUERY_TOO_DEEP')).toEqual([]);
    // The placeholders have the right types: the operation ran, it was not refused for its variables (HTTP 400).
    expect(response.status).not.toBe(400);
  });
});
