import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * Data the server put in the page for its first paint (server/src/client-pages/route-data.ts):
 * `<script id="route-data" type="application/json">{ "RoomDetail": { "variables": …, "data": … } }`,
 * the answers of the same queries the page asks, as the public API gives them to anyone.
 */
interface EmbeddedAnswer {
  variables: Record<string, unknown>;
  data: unknown;
}

/** The page's answers by operation name, as the server embeds them. */
export type EmbeddedAnswers = Record<string, EmbeddedAnswer>;

let embedded: EmbeddedAnswers | undefined;

/**
 * On the server, the answers the page is rendered with (the same it embeds for the browser);
 * in the browser there is none, and they are read from the page.
 */
const ServerAnswers = createContext<EmbeddedAnswers | undefined>(undefined);

export function EmbeddedAnswersProvider({ answers, children }: { answers?: EmbeddedAnswers; children: ReactNode }) {
  return createElement(ServerAnswers.Provider, { value: answers }, children);
}

function readEmbedded(): EmbeddedAnswers {
  if (embedded) return embedded;
  embedded = {};
  const element = typeof document === 'undefined' ? null : document.getElementById('route-data');
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (parsed && typeof parsed === 'object') embedded = parsed as Record<string, EmbeddedAnswer>;
    } catch {
      // A broken block is ignored: the page asks the API as it would without it.
    }
  }
  return embedded;
}

export function operationName(document: DocumentNode): string | undefined {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => (definition.kind as string) === 'OperationDefinition',
  );
  return operation?.name?.value;
}

/** The embedded answer matches when each of its variables has the value the page asks with. */
const sameVariables = (answer: Record<string, unknown>, asked: Record<string, unknown>) =>
  Object.keys(answer).every((name) => JSON.stringify(answer[name]) === JSON.stringify(asked[name]));

/**
 * Writes the page's embedded answer to `document` with these variables into Apollo's cache and
 * answers true, once: the answer belongs to the page's first load, so a later visit of the same
 * route (after the guest paid, say) asks the server as before. False when nothing matches.
 */
export function takeEmbeddedAnswer<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): boolean {
  const name = operationName(document);
  const answers = readEmbedded();
  const answer = name ? answers[name] : undefined;
  if (!name || !answer || !sameVariables(answer.variables ?? {}, variables)) return false;
  delete answers[name];
  try {
    client.cache.writeQuery({ query: document, variables, data: answer.data as TData });
    return true;
  } catch {
    return false;
  }
}

/** For tests: forget what was read from the page. */
export function resetEmbeddedData(): void {
  embedded = undefined;
}

/**
 * The page's embedded answer to the query named `operation` with these variables, without using
 * it up: a page paints its first frame from it (on the server, and in the browser while Apollo
 * Client is still on its way). By name, not by document, so the page's own chunk needs neither
 * Apollo nor the generated documents.
 */
export function usePageAnswer<TData>(operation: string, variables: Record<string, unknown>): TData | undefined {
  const answer = (useContext(ServerAnswers) ?? readEmbedded())[operation];
  return answer && sameVariables(answer.variables ?? {}, variables) ? (answer.data as TData) : undefined;
}
