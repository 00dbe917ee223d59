import { smsTemplateSetting } from '../../config-messaging';
import { SMS_TEMPLATES } from './message-templates-sms';
import { WHATSAPP_TEMPLATES, type TemplateText, type WhatsAppTemplate } from './message-templates';
import { MESSAGE_VARIABLES, type MessageVariableSpec } from './message-variables';

const LANGUAGES = [
  { language: 'en', label: 'English' },
  { language: 'hi', label: 'Hindi' },
] as const;

/**
 * README's "Message templates", printed from the catalogue (a test fails when the README's copy is
 * stale): what the owner registers with Meta and on the DLT platform, word for word.
 */
export function messageTemplatesMarkdown(): string {
  return [
    '### WhatsApp templates (register each with Meta, in English `en` and Hindi `hi`)',
    '',
    ...Object.values(WHATSAPP_TEMPLATES).flatMap(whatsAppSection),
    '### SMS templates (register each on the DLT platform, then on MSG91)',
    '',
    '`{hotelName}` is the hotel’s name, written out as fixed text; `{#var#}` holds at most 30 characters.',
    '',
    ...Object.values(SMS_TEMPLATES).flatMap((template) => [
      `#### ${template.kind}: \`${smsTemplateSetting(template.kind)}\` (Hindi: \`${smsTemplateSetting(template.kind)}_HI\`)`,
      '',
      ...LANGUAGES.flatMap(({ language, label }) => textBlock(label, template.text[language], '{#var#}')),
    ]),
    '### The variables',
    '',
    '| variable | what it holds | example (for the submission) | at most |',
    '| --- | --- | --- | --- |',
    ...Object.entries(MESSAGE_VARIABLES).map(([name, spec]: [string, MessageVariableSpec]) => {
      const limit = spec.url ? 'a URL' : `${spec.max} characters`;
      return `| \`${name}\` | ${spec.about} | ${spec.example} | ${limit} |`;
    }),
  ].join('\n');
}

function whatsAppSection(template: WhatsAppTemplate): string[] {
  const facts = [template.kind, template.category, template.audience === 'owner' ? "to the owner's number" : 'to the guest'];
  const button = template.button;
  if (button?.type === 'url')
    facts.push(`URL button “${button.label.en}” / “${button.label.hi}” to \`{PUBLIC_BASE_URL}/{{1}}\` (${button.variable})`);
  if (button?.type === 'copy_code') facts.push(`copy-code button (${button.variable})`);
  if (template.presetByMeta) facts.push(`text preset by Meta, code expiry ${template.presetByMeta.codeExpiryMinutes} minutes`);
  return [
    `#### \`${template.name}\``,
    '',
    `${facts.join(' · ')}`,
    '',
    ...LANGUAGES.flatMap(({ language, label }) => textBlock(label, template.text[language], 'placeholders')),
  ];
}

function textBlock(label: string, text: TemplateText, style: 'placeholders' | '{#var#}'): string[] {
  const names = text.variables.map((name, index) =>
    style === 'placeholders' ? `{{${index + 1}}} ${name}` : `${index + 1}. ${name}`,
  );
  return [`${label}: ${names.join(', ')}`, '', '```text', text.body, '```', ''];
}
