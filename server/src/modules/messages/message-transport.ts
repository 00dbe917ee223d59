import type { MessageChannel, MessageLanguage } from './message-kinds';

/**
 * The one interface every channel's transport answers (issue 28, item 2): the outbox worker hands
 * it a rendered message and the message's idempotency key, and gets the provider's id back, or a
 * `SendFailure` that says whether trying again can help. Which transport serves a channel is
 * configuration (the simulator by default), as with the payment provider.
 */
export interface MessageTransport<R extends RenderedMessage = RenderedMessage> {
  readonly channel: R['channel'];
  /** 'simulator', 'smtp', 'outbox', 'cloud-api', 'msg91'…: shown in the admin and the logs. */
  readonly name: string;
  send(message: R, idempotencyKey: string): Promise<SendReport>;
}

/** What a provider answered for a message it took. */
export interface SendReport {
  /** WhatsApp's `wamid.…`, the SMTP Message-ID, the SMS gateway's request id. */
  providerMessageId: string;
  /** Where the simulator or the mail outbox wrote it, when one did. */
  file?: string;
}

/**
 * A send that did not go. `retryable`: a network error, a timeout, a 5xx or a 429 (the worker
 * tries again with backoff); otherwise (a 4xx: a bad number, an unapproved template) the message
 * fails at once with `message` shown in the log.
 */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}

/** A mail as nodemailer takes it (modules/mail's MailMessage). */
export interface RenderedMail {
  channel: typeof MessageChannel.EMAIL;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  from?: { name: string; address: string };
}

/** A WhatsApp template message: the approved template's name, its language and body parameters. */
export interface RenderedWhatsApp {
  channel: typeof MessageChannel.WHATSAPP;
  /** E.164 (+91…); the Cloud API takes its digits without the +. */
  to: string;
  template: string;
  language: MessageLanguage;
  /** The body's {{1}}, {{2}}… in order. */
  parameters: string[];
  /** A button's URL suffix, for templates with a dynamic URL button (the payment link). */
  buttonUrlSuffix?: string;
}

/** A DLT SMS: the registered template's id and the text its variables make (must match it). */
export interface RenderedSms {
  channel: typeof MessageChannel.SMS;
  to: string;
  dltTemplateId: string;
  /** The variables in order, as the gateway's template takes them. */
  variables: string[];
  /** The whole text as the template makes it (the simulator writes it; a mismatch is dropped by DLT). */
  text: string;
}

export type RenderedMessage = RenderedMail | RenderedWhatsApp | RenderedSms;
