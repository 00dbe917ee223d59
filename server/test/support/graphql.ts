import { RoomType } from '../../src/modules/rooms/room-type';
import { TestApp } from './test-app';

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a query's data unless the caller names its type
export interface GraphQLResponse<T = any> {
  status: number;
  data?: T;
  errors?: GraphQLErrorBody[];
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
}

function authHeaders(options: RequestOptions): Record<string, string> {
  return { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers };
}

async function answer(response: Response): Promise<GraphQLResponse> {
  const text = await response.text();
  try {
    return { status: response.status, ...(JSON.parse(text) as object) };
  } catch {
    throw new Error(`/graphql answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
}

/** POST /graphql as JSON, the way Apollo Client sends an operation. */
export async function gql(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<GraphQLResponse> {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(options) },
    body: JSON.stringify({ query, variables }),
  });
  return answer(response);
}

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * A GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec): the files
 * go into the list variable `filesVariable`, one part each.
 */
export async function gqlMultipart(
  app: TestApp,
  query: string,
  variables: Record<string, unknown>,
  filesVariable: string,
  files: UploadFile[],
  options: RequestOptions = {},
): Promise<{ status: number; text: string; json(): GraphQLResponse }> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, [filesVariable]: files.map(() => null) } }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, index) => [String(index), [`variables.${filesVariable}.${index}`]]))),
  );
  files.forEach((file, index) =>
    form.append(String(index), new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name),
  );
  const response = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: authHeaders(options), body: form });
  const text = await response.text();
  return { status: response.status, text, json: () => ({ status: response.status, ...(JSON.parse(text) as object) }) };
}

/** The codes of the top-level errors of a response, for short assertions. */
export const errorCodes = (response: GraphQLResponse): string[] =>
  (response.errors ?? []).map((error) => String(error.extensions?.code));

/** A room form as GraphQL takes it: the room type by its enum name (DELUXE for 'Deluxe'). */
export function graphqlRoomInput<T extends { type?: unknown }>(input: T): T {
  const name = Object.entries(RoomType).find(([, value]) => value === input.type)?.[0];
  return name ? { ...input, type: name } : input;
}
