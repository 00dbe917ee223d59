import { ApolloServerPlugin } from '@apollo/server';
import { ASTNode, DocumentNode, FragmentDefinitionNode, GraphQLError, Kind, OperationTypeNode, SelectionSetNode } from 'graphql';
import { GraphQLContext } from './context';

/** Mutations that create bookings or move money: one per request, so aliases cannot multiply them. */
export const BOOKING_MUTATIONS: ReadonlySet<string> = new Set([
  'createBooking',
  'createPaymentOrder',
  'payAtHotel',
  'verifyPayment',
  'createEventPaymentOrder',
  'verifyEventPayment',
]);

/** How many of `names` the selection asks for, each alias and each fragment spread counted. */
export function countRootFields(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  names: ReadonlySet<string>,
  seen: ReadonlySet<string> = new Set(),
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (names.has(selection.name.value)) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countRootFields(selection.selectionSet, fragments, names, seen);
    } else if (!seen.has(selection.name.value)) {
      const fragment = fragments[selection.name.value];
      if (fragment) count += countRootFields(fragment.selectionSet, fragments, names, new Set([...seen, selection.name.value]));
    }
  }
  return count;
}

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions as readonly ASTNode[]) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return fragments;
}

/**
 * Refuses (400, before anything runs) a mutation that carries more than one booking-creating or
 * payment field: otherwise one request, aliased a hundred times, would pass every per-request limit.
 */
export function bookingMutationsLimitPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks answer promises
    async requestDidStart() {
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's hooks answer promises; a throw refuses the operation
        async didResolveOperation({ document, operation }) {
          if (operation?.operation !== OperationTypeNode.MUTATION) return;
          const count = countRootFields(operation.selectionSet, fragmentsOf(document), BOOKING_MUTATIONS);
          if (count <= 1) return;
          throw new GraphQLError(
            `One request may carry only one booking or payment mutation (${[...BOOKING_MUTATIONS].join(', ')}); this one has ${count}. Send them one at a time.`,
            { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
          );
        },
      };
    },
  };
}
