import { randomUUID } from 'node:crypto';
import {
  MessageChannel,
  MessageTransport,
  RenderedMail,
  RenderedSms,
  RenderedWhatsApp,
  SendFailure,
  SendReport,
} from '../../src/modules/messages';

/** What a provider took: every send begun, and every send it accepted, with its idempotency key. */
export class SendLog {
  readonly started: string[] = [];
  readonly accepted: { key: string; mail: RenderedMail }[] = [];
  private readonly waiters: { count: number; resolve: () => void }[] = [];

  began(key: string): void {
    this.started.push(key);
    for (const waiter of this.waiters.filter((w) => this.started.length >= w.count)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  /** Resolves once `count` sends have begun. */
  whenStarted(count: number): Promise<void> {
    if (this.started.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  /** How often each key was accepted. */
  acceptedByKey(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { key } of this.accepted) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  }
}

/**
 * A fake mail provider on no network at all: it logs each send and answers as `behave` says
 * (by default it accepts); a send `behave` never settles is a provider that hangs.
 */
export class RecordingMailTransport implements MessageTransport<RenderedMail> {
  readonly channel = MessageChannel.EMAIL;
  readonly name = 'recording';

  constructor(
    readonly log: SendLog = new SendLog(),
    private readonly behave: (key: string, mail: RenderedMail) => Promise<void> = () => Promise.resolve(),
  ) {}

  async send(mail: RenderedMail, idempotencyKey: string): Promise<SendReport> {
    this.log.began(idempotencyKey);
    await this.behave(idempotencyKey, mail);
    this.log.accepted.push({ key: idempotencyKey, mail });
    return { providerMessageId: `<${idempotencyKey}@recording.test>` };
  }
}

/**
 * A phone channel's fake provider (WhatsApp or SMS): it records what it took, or refuses as
 * `refuse` says (a SendFailure, retryable or not); its ids look like WhatsApp's.
 */
export class RecordingPhoneTransport<R extends RenderedWhatsApp | RenderedSms> implements MessageTransport<R> {
  readonly name = 'recording';
  readonly sent: { key: string; message: R }[] = [];
  refuse: ((message: R) => SendFailure | null) | null = null;

  constructor(readonly channel: R['channel']) {}

  async send(message: R, idempotencyKey: string): Promise<SendReport> {
    const failure = this.refuse?.(message);
    if (failure) throw failure;
    this.sent.push({ key: idempotencyKey, message });
    return { providerMessageId: `wamid.${randomUUID()}` };
  }

  of(key: string): R | undefined {
    return this.sent.find((sent) => sent.key === key)?.message;
  }
}
