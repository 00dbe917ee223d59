import { SendFailure } from './message-transport';

/** How long a provider may take to answer one send before the worker tries again later. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** What a provider answered: its HTTP status and body (parsed when it is JSON). */
export interface ProviderReply {
  status: number;
  body: unknown;
  text: string;
}

/**
 * POSTs a JSON body to a provider within `timeoutMs`. A network error or no answer in time is a
 * retryable SendFailure: the send may or may not have reached the provider, and the worker's next
 * attempt (with the same idempotency key) decides. Any HTTP answer is returned for the caller to read.
 */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<ProviderReply> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
    const text = await response.text();
    return { status: response.status, body: parsed(text), text };
  } catch (error) {
    if (signal.aborted) throw new SendFailure(`${provider} did not answer within ${timeoutMs / 1000} s`, true);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new SendFailure(`${provider} could not be reached (${reason})`, true);
  }
}

/** 5xx and 429 are worth another try; other 4xx are not (the request itself is wrong). */
export function retryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

function parsed(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
