import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { MessagingConsent, OutboxMessage, type MessageKind, type MessageStatus } from '../../src/modules/messages';
import { hubSignature } from '../../src/modules/messages/whatsapp/webhook-signature';
import { metaJson } from '../../src/modules/messages/whatsapp/webhook-payloads';
import { call, Reply } from './http';
import type { TestApp } from './test-app';

/** One request the fake provider received. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: unknown;
}

/** What the fake answers next: a status and a JSON body, after a pause (or never, to test the time limit). */
export interface ScriptedReply {
  status: number;
  body?: unknown;
  delayMs?: number;
}

/**
 * A stand-in for an outside HTTP API (Meta's Cloud API, MSG91) on 127.0.0.1: it records each
 * request and answers the replies scripted with `answer`, in order (200 `{}` once they run out).
 */
export class FakeProvider {
  readonly requests: RecordedRequest[] = [];
  private readonly replies: ScriptedReply[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakeProvider(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        fake.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, json });
        const reply = fake.replies.shift() ?? { status: 200, body: {} };
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
        }, reply.delayMs ?? 0);
      });
    });
    return fake;
  }

  answer(...replies: ScriptedReply[]): void {
    this.replies.push(...replies);
  }

  /** Forgets what it was asked and what it was told to answer (between tests). */
  reset(): void {
    this.requests.length = 0;
    this.replies.length = 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A message in the outbox as the worker leaves it once the provider took it. */
export async function sentOutboxMessage(
  app: TestApp,
  fields: { providerMessageId: string; status?: MessageStatus; kind?: MessageKind; recipient?: string },
): Promise<string> {
  const now = app.clock.now();
  const saved = await app.database.dataSource.getRepository(OutboxMessage).save({
    idempotencyKey: `test:${randomUUID()}`,
    kind: fields.kind ?? 'booking_confirmed',
    channel: 'whatsapp',
    recipient: fields.recipient ?? '+919876543210',
    language: 'en',
    params: {},
    status: fields.status ?? 'sent',
    attempts: 1,
    nextAttemptAt: now,
    providerMessageId: fields.providerMessageId,
    createdAt: now,
    sentAt: fields.status === 'sending' ? null : now,
    statusAt: now,
  });
  return saved.id;
}

/** The outbox row as the database has it now. */
export function outboxRow(app: TestApp, id: string): Promise<OutboxMessage> {
  return app.database.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id });
}

export function consentOf(app: TestApp, phone: string): Promise<MessagingConsent | null> {
  return app.database.dataSource.getRepository(MessagingConsent).findOneBy({ phone });
}

/** The app's own webhook secret while it simulates WhatsApp (MESSAGING_SIMULATOR_SECRET). */
export const simulatorSecretOf = (app: TestApp) => app.config.messaging.simulatorSecret;

/** POSTs a body to the WhatsApp webhook, signed with `secret` (the app's own unless told), or unsigned. */
export function postWhatsAppWebhook(
  app: TestApp,
  body: unknown,
  options: { secret?: string | null; raw?: string; signature?: string } = {},
): Promise<Reply> {
  const raw = options.raw ?? metaJson(body);
  const secret = options.secret === undefined ? simulatorSecretOf(app) : options.secret;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.signature !== undefined) headers['x-hub-signature-256'] = options.signature;
  else if (secret !== null) headers['x-hub-signature-256'] = hubSignature(secret, raw);
  return fetch(`${app.baseUrl}/api/messages/whatsapp/webhook`, { method: 'POST', headers, body: raw }).then(async (response) => {
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // a plain-text answer
    }
    return { status: response.status, body: parsed, headers: response.headers };
  });
}

/** Meta's verification handshake, as its dashboard sends it. */
export function handshake(app: TestApp, query: Record<string, string>): Promise<Reply> {
  return call(app, 'GET', `/api/messages/whatsapp/webhook?${new URLSearchParams(query).toString()}`);
}

/** The code in the SMS the simulator wrote to DATA_DIR/outbox/ for a one-time code row (once the outbox sent it). */
export function smsCode(app: TestApp, codeId: string): string {
  const dir = path.join(app.config.dataDir, 'outbox');
  for (const name of readdirSync(dir).filter((file) => file.startsWith('sms-'))) {
    const file = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { idempotencyKey: string; text: string };
    if (file.idempotencyKey === `one_time_code:sms:${codeId}`) return /^(\d{6}) is your one-time code/.exec(file.text)![1];
  }
  throw new Error(`No SMS for code ${codeId}`);
}
