import { adminToken, endRefusedSession } from './admin-session';

/** One file sent with a GraphQL operation, and the variable it fills (`image`, `images.0`). */
export interface UploadedFile {
  variable: string;
  file: File;
}

/** What the server answered: the operation's data, or the errors that refused it. */
export interface GraphqlUploadAnswer<TData> {
  data?: TData;
  errors?: { message: string }[];
}

/**
 * An admin's GraphQL operation with files, as a GraphQL multipart request (Apollo Client does not
 * send files): the variables the files fill are sent as null and mapped to the form's parts. A
 * refused session ends as any other admin call's does. A network failure throws.
 */
export async function sendGraphqlUpload<TData>(
  query: string,
  variables: Record<string, unknown>,
  files: readonly UploadedFile[],
): Promise<GraphqlUploadAnswer<TData>> {
  const token = adminToken();
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map(({ variable }, i) => [String(i), [`variables.${variable}`]]))));
  files.forEach(({ file }, i) => form.append(String(i), file, file.name));
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  if (token && (response.status === 401 || response.status === 403)) endRefusedSession(token);
  return (await response.json()) as GraphqlUploadAnswer<TData>;
}
