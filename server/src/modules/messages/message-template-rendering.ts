import type { SmsTemplateIds } from '../../config-messaging';
import type { MessageLanguage } from './message-kinds';
import { SMS_TEMPLATES } from './message-templates-sms';
import { WHATSAPP_TEMPLATES, type SmsKind, type WhatsAppKind, type WhatsAppTemplate } from './message-templates';
import type { RenderedSms, RenderedWhatsApp } from './message-transport';
import { variableSpec, type MessageVariableName, type MessageVariables } from './message-variables';

/**
 * Renders a kind of message, in a language, with named variables, into what a channel's transport
 * sends: every variable the template takes must be given; values are trimmed, flattened to one
 * line (Meta refuses a parameter with a newline, a tab or a run of spaces) and cut to their length;
 * a value that could carry a guest's contact beyond its masked form is refused, not sent.
 */
export class TemplateRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateRenderError';
  }
}

/** E.164: + then 7 to 15 digits, the first not 0. */
const E164 = /^\+[1-9]\d{6,14}$/;
/** A DLT variable holds at most 30 characters (the operators' rule). */
export const DLT_VARIABLE_MAX = 30;

export interface WhatsAppRenderOptions {
  /** PUBLIC_BASE_URL: a URL button's link is registered as `{PUBLIC_BASE_URL}/{{1}}`. */
  publicBaseUrl: string;
}

export function renderWhatsApp(
  kind: WhatsAppKind,
  language: MessageLanguage,
  to: string,
  variables: MessageVariables,
  options: WhatsAppRenderOptions,
): RenderedWhatsApp {
  const template = WHATSAPP_TEMPLATES[kind];
  if (!template) throw new TemplateRenderError(`${kind} messages do not go by WhatsApp`);
  checkRecipient(to);
  const read = (name: MessageVariableName) => parameter(kind, name, variables[name]);
  const parameters = template.text[language].variables.map(read);
  const rendered: RenderedWhatsApp = { channel: 'whatsapp', to, template: template.name, language, parameters };
  const button = template.button;
  if (button?.type === 'copy_code') rendered.buttonUrlSuffix = read(button.variable);
  if (button?.type === 'url') rendered.buttonUrlSuffix = urlButtonSuffix(kind, read(button.variable), options.publicBaseUrl);
  return rendered;
}

export function renderSms(
  kind: SmsKind,
  language: MessageLanguage,
  to: string,
  variables: MessageVariables,
  templateIds: SmsTemplateIds,
): RenderedSms {
  const template = SMS_TEMPLATES[kind];
  if (!template) throw new TemplateRenderError(`${kind} messages have no SMS template`);
  checkRecipient(to);
  // Hindi goes out in Hindi only where the owner registered the Hindi text too.
  const hindiId = language === 'hi' ? templateIds[kind].hi : undefined;
  const textLanguage: MessageLanguage = hindiId ? 'hi' : 'en';
  const { body, variables: names } = template.text[textLanguage];
  const values = names.map((name) => smsValue(parameter(kind, name, variables[name]), textLanguage));
  const hotelName = smsValue(parameter(kind, 'hotelName', variables.hotelName), textLanguage, Infinity);
  let next = 0;
  const text = body.replace('{hotelName}', () => hotelName).replace(/\{#var#\}/g, () => values[next++]);
  return { channel: 'sms', to, dltTemplateId: hindiId ?? templateIds[kind].en, variables: values, text };
}

/** The message as the guest reads it (the simulator's files, the admin's message log). */
export function whatsAppPreview(message: RenderedWhatsApp, publicBaseUrl?: string): string {
  const template = whatsAppTemplateNamed(message.template);
  if (!template) return `${message.template}: ${message.parameters.join(' | ')}`;
  const body = template.text[message.language].body.replace(
    /\{\{(\d+)\}\}/g,
    (_placeholder, index: string) => message.parameters[Number(index) - 1] ?? '',
  );
  const button = template.button;
  if (!button || message.buttonUrlSuffix === undefined) return body;
  const target =
    button.type === 'url' && publicBaseUrl
      ? `${publicBaseUrl.replace(/\/+$/, '')}/${message.buttonUrlSuffix}`
      : message.buttonUrlSuffix;
  return `${body}\n\n[${button.label[message.language]}: ${target}]`;
}

export function whatsAppTemplateNamed(name: string): WhatsAppTemplate | undefined {
  return Object.values(WHATSAPP_TEMPLATES).find((template) => template.name === name);
}

/** A value made fit for a template parameter, or refused. */
function parameter(kind: string, name: MessageVariableName, given: string | undefined): string {
  const spec = variableSpec(name);
  const value = oneLine(given ?? '');
  if (value === '') throw new TemplateRenderError(`The ${kind} template needs ${name}`);
  if (spec.url) {
    if (!/^https?:\/\/\S+$/.test(value)) throw new TemplateRenderError(`${name} must be an http(s) URL`);
    if (value.length > spec.max) throw new TemplateRenderError(`${name} is longer than ${spec.max} characters`);
    return value;
  }
  if (spec.maskedPhone) {
    if (!/^(\+\d{1,4} )?\*+\d{0,4}$/.test(value)) throw new TemplateRenderError(`${name} must be a masked phone number`);
    return value;
  }
  if (!spec.hotelPhone && carriesContact(value)) {
    throw new TemplateRenderError(`${name} looks like an email address or a phone number; messages carry only masked contacts`);
  }
  return cut(value, spec.max, '…');
}

/** One line: newlines, tabs and runs of spaces become one space (Meta's rule for parameters). */
function oneLine(value: string): string {
  return value.replace(/\s+/gu, ' ').trim();
}

/** An email address (not a masked one), or ten digits or more in a row once spaces and dashes are gone. */
function carriesContact(value: string): boolean {
  if (/[^\s@*]+@[^\s@]+\.[^\s@]+/.test(value)) return true;
  return /\d{10,}/.test(value.replace(/(?<=\d)[\s().-]+(?=\d)/g, ''));
}

/** At most `max` characters, cut between letters (a Devanagari syllable stays whole), with `mark` at the end. */
function cut(value: string, max: number, mark: string): string {
  if (value.length <= max) return value;
  let kept = '';
  for (const { segment } of new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(value)) {
    if (kept.length + segment.length + mark.length > max) break;
    kept += segment;
  }
  return kept.trimEnd() + mark;
}

/**
 * A DLT variable: at most 30 characters; in an English text the rupee sign and typographic dashes
 * become plain "Rs" and "-" so the SMS stays in the 160-character GSM alphabet.
 */
function smsValue(value: string, language: MessageLanguage, max = DLT_VARIABLE_MAX): string {
  const plain =
    language === 'en'
      ? value.replace(/₹\s?/g, 'Rs ').replace(/[–—]/g, '-').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/…/g, '...')
      : value;
  return cut(plain, max, '');
}

function checkRecipient(to: string): void {
  if (!E164.test(to)) throw new TemplateRenderError(`${to} is not a phone number in E.164 form (+91…)`);
}

/** What follows `{PUBLIC_BASE_URL}/` in a link: the dynamic part of a URL button. */
function urlButtonSuffix(kind: string, url: string, publicBaseUrl: string): string {
  const base = `${publicBaseUrl.replace(/\/+$/, '')}/`;
  if (!url.startsWith(base) || url.length === base.length) {
    throw new TemplateRenderError(`The ${kind} button's link must be on ${base} (its registered URL is ${base}{{1}})`);
  }
  return url.slice(base.length);
}
