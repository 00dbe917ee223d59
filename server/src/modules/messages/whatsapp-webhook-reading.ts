import type { WhatsAppStatus } from './whatsapp/webhook-payloads';

/** A status report for one of our messages. */
export interface StatusReport {
  wamid: string;
  status: WhatsAppStatus;
  /** For `failed`: Meta's error as the message log shows it. */
  error?: string;
}

/** A number that asked to stop WhatsApp updates, and when it asked. */
export interface StopRequest {
  /** E.164 (+91…). */
  phone: string;
  at: Date;
}

export interface WebhookReading {
  statuses: StatusReport[];
  stops: StopRequest[];
  /** Parts that were not used, for the log. */
  problems: string[];
}

const STATUSES = new Set<string>(['sent', 'delivered', 'read', 'failed']);
/** What a guest may write to stop the updates: the STOP the messages name, and its everyday kin. */
const STOP_WORDS = new Set(['STOP', 'STOP ALL', 'STOPALL', 'UNSUBSCRIBE', 'रोकें', 'रोको', 'बंद करें', 'बंद करो']);
/** One delivery names at most this many statuses and messages (Meta batches; the body limit bounds it too). */
const MAX_ITEMS = 1000;
/** A message's own time is trusted up to this far ahead of our clock. */
const CLOCK_SKEW_MS = 5 * 60_000;

type Json = Record<string, unknown>;
const objects = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : [];
const object = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});

/**
 * Reads a signed `messages` webhook (its signature already checked): the statuses of messages and
 * the STOPs written to `phoneNumberId`. Anything else (another number's changes, other fields,
 * other message types) is left, and said in `problems`; nothing in the body can throw.
 */
export function readWebhookBody(rawBody: Buffer, phoneNumberId: string, now: Date): WebhookReading {
  const reading: WebhookReading = { statuses: [], stops: [], problems: [] };
  let body: Json;
  try {
    body = object(JSON.parse(rawBody.toString('utf8')));
  } catch {
    reading.problems.push('the body is not JSON');
    return reading;
  }
  if (body.object !== 'whatsapp_business_account') reading.problems.push(`object ${String(body.object)}`);
  let items = 0;
  for (const entry of objects(body.entry)) {
    for (const change of objects(entry.changes)) {
      const value = object(change.value);
      if (change.field !== 'messages') {
        reading.problems.push(`field ${String(change.field)}`);
        continue;
      }
      if (object(value.metadata).phone_number_id !== phoneNumberId) {
        reading.problems.push(`a change for another number (${String(object(value.metadata).phone_number_id)})`);
        continue;
      }
      for (const error of objects(value.errors)) reading.problems.push(`error ${errorText([error])}`);
      for (const status of objects(value.statuses)) {
        if ((items += 1) > MAX_ITEMS) break;
        if (typeof status.id !== 'string' || !STATUSES.has(String(status.status))) {
          reading.problems.push(`status ${String(status.status)}`);
          continue;
        }
        const kind = status.status as WhatsAppStatus;
        reading.statuses.push({
          wamid: status.id,
          status: kind,
          ...(kind === 'failed' ? { error: errorText(objects(status.errors)) } : {}),
        });
      }
      for (const message of objects(value.messages)) {
        if ((items += 1) > MAX_ITEMS) break;
        const text = message.type === 'text' ? object(message.text).body : undefined;
        if (typeof text !== 'string' || !isStop(text)) continue;
        if (typeof message.from !== 'string' || !/^[1-9]\d{6,14}$/.test(message.from)) {
          reading.problems.push('a STOP from no valid number');
          continue;
        }
        reading.stops.push({ phone: `+${message.from}`, at: timeOf(message.timestamp, now) });
      }
    }
  }
  if (items > MAX_ITEMS) reading.problems.push(`more than ${MAX_ITEMS} statuses and messages: the rest were left`);
  return reading;
}

/** "STOP", " stop ", "Stop!", "STOP ALL", "रोकें"… */
export function isStop(text: string): boolean {
  const words = text
    .normalize('NFC')
    .replace(/[.!।]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toUpperCase();
  return STOP_WORDS.has(words);
}

/** "Message undeliverable: The recipient's phone is off (code 131026)", from the first error. */
function errorText(errors: Json[]): string {
  const [first] = errors;
  if (!first) return 'WhatsApp reported the message failed';
  const title = typeof first.title === 'string' ? first.title : typeof first.message === 'string' ? first.message : 'Failed';
  const details = object(first.error_data).details;
  const message = typeof first.message === 'string' && first.message !== title ? first.message : undefined;
  const more = typeof details === 'string' && details !== title ? details : message;
  const code = typeof first.code === 'number' ? ` (code ${first.code})` : '';
  return `${title}${more ? `: ${more}` : ''}${code}`.slice(0, 1000);
}

function timeOf(timestamp: unknown, now: Date): Date {
  const seconds = Number(timestamp);
  if (!Number.isFinite(seconds) || seconds <= 0) return now;
  const at = new Date(seconds * 1000);
  return at.getTime() > now.getTime() + CLOCK_SKEW_MS ? now : at;
}
