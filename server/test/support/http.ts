import { existsSync, readdirSync } from 'node:fs';
import { TestApp } from './test-app';

/** What a REST call answered: status, parsed JSON body (or undefined), headers. */
export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON of any shape; the assertions check it
  body: any;
  headers: Headers;
}

export interface CallOptions {
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Sent as application/x-www-form-urlencoded. */
  urlencoded?: Record<string, string>;
  /** Bearer token for the Authorization header. */
  token?: string;
  /** Raw Authorization header (overrides token). */
  authorization?: string;
  /** Any other request headers. */
  headers?: Record<string, string>;
}

/** One HTTP call to the real app (or any server at a base URL), with redirects left unfollowed so 303s can be seen. */
export async function call(
  app: Pick<TestApp, 'baseUrl'>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  } else if (options.urlencoded) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.urlencoded).toString();
  }
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  else if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(app.baseUrl + path, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

export interface FilePart {
  bytes: Buffer;
  fileName: string;
  type: string;
}

/** A multipart body: text fields (a list repeats the field) and files under `images`. */
export function multipart(fields: Record<string, string | string[] | undefined>, files: FilePart[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.fileName);
  return form;
}

/** File names in a folder; none when it does not exist yet. */
export function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** Asserts the old API's refusal shape and status. */
export function expectFailure(reply: Reply, status: number, message?: string): void {
  expect({ status: reply.status, success: reply.body?.success }).toEqual({ status, success: false });
  if (message !== undefined) expect(reply.body.message).toBe(message);
  else expect(typeof reply.body.message).toBe('string');
}
