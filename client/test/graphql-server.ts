import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, type FormattedExecutionResult } from 'graphql';

export interface ServerAnswer {
  operationName: string;
  status: number;
  body: FormattedExecutionResult;
}

/** The server's answer to one operation; its data is checked against the document's generated type. */
export function answerTo<TData extends Record<string, unknown>, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  body: FormattedExecutionResult<TData>,
  status = 200,
): ServerAnswer {
  return { operationName: getOperationAST(document)?.name?.value ?? '', status, body };
}

export interface ReceivedRequest {
  operationName: string;
  headers: Headers;
}

/**
 * Plays the server behind Apollo's HttpLink, which jsdom gives no fetch to talk to: each request
 * takes the next answer for its operation. Answers the requests received, in order.
 */
export function stubGraphQLServer(...answers: ServerAnswer[]): ReceivedRequest[] {
  const received: ReceivedRequest[] = [];
  async function fetchStub(_url: RequestInfo | URL, init: RequestInit = {}) {
    const { operationName } = JSON.parse(init.body as string) as { operationName: string };
    received.push({ operationName, headers: new Headers(init.headers) });
    const index = answers.findIndex((answer) => answer.operationName === operationName);
    if (index < 0) throw new Error(`no answer stubbed for ${operationName}`);
    const [answer] = answers.splice(index, 1);
    return {
      status: answer.status,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => JSON.stringify(answer.body),
    };
  }
  // Only the parts of a Response that HttpLink reads: status, headers and text().
  Object.assign(globalThis, { fetch: fetchStub });
  return received;
}
