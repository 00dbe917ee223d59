import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SMS_KINDS, type SmsTemplateIds } from '../src/config-messaging';
import {
  MESSAGE_VARIABLES,
  MessageKind,
  messageTemplatesMarkdown,
  OPT_OUT_LINE,
  renderSms,
  renderWhatsApp,
  SMS_TEMPLATES,
  TemplateRenderError,
  WHATSAPP_TEMPLATES,
  whatsAppPreview,
  type MessageVariables,
  type TemplateText,
} from '../src/modules/messages';

const LANGUAGES = ['en', 'hi'] as const;
const BASE = 'https://anandresidency.in';
const GUEST = '+919876543210';

/** Each placeholder of a WhatsApp body, in the order they appear. */
const placeholders = (body: string) => [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
/** Every variable a template takes, with its example value. */
const examples = (text: TemplateText): MessageVariables =>
  Object.fromEntries(text.variables.map((name) => [name, MESSAGE_VARIABLES[name].example.replace('…', 'x')]));

const bookingConfirmed: MessageVariables = {
  guestName: 'Amrita Sharma',
  bookCode: 'HB7K3QM',
  hotelName: 'Hotel Anand Residency',
  rooms: 'Deluxe 101',
  stayDates: '1–4 Dec 2026',
  checkInTime: '2 PM',
  totalAmount: '₹12,600',
  paidAmount: '₹12,600',
  bookingUrl: `${BASE}/booking/0b7c?key=abc`,
};

describe('the WhatsApp template catalogue', () => {
  const whatsAppKinds = Object.values(MessageKind).filter((kind) => kind !== 'tax_document' && kind !== 'staff_invite');

  it('has a template for every kind that goes by WhatsApp, in English and Hindi, and none for the mail-only kinds', () => {
    expect(Object.keys(WHATSAPP_TEMPLATES).sort()).toEqual([...whatsAppKinds].sort());
    for (const template of Object.values(WHATSAPP_TEMPLATES)) {
      for (const language of LANGUAGES) expect(template.text[language].body.trim()).not.toBe('');
    }
    expect(new Set(Object.values(WHATSAPP_TEMPLATES).map((template) => template.name)).size).toBe(whatsAppKinds.length);
  });

  it.each(
    Object.values(WHATSAPP_TEMPLATES).flatMap((template) =>
      LANGUAGES.map((language) => [template.name, language, template] as const),
    ),
  )(
    '%s (%s): placeholders numbered in order of appearance, one per variable, none at either end, Meta’s name rules',
    (_name, language, template) => {
      const text = template.text[language];
      expect(placeholders(text.body)).toEqual(text.variables.map((_variable, index) => index + 1));
      expect(new Set(text.variables).size).toBe(text.variables.length);
      for (const name of text.variables) expect(MESSAGE_VARIABLES).toHaveProperty(name);
      expect(template.name).toMatch(/^[a-z0-9_]{1,512}$/);
      expect(text.body.length).toBeLessThanOrEqual(1024);
      // Meta presets the authentication text ("{{1}} is your verification code."); ours may not start or end on a variable.
      if (!template.presetByMeta) {
        expect(text.body).not.toMatch(/^\s*\{\{\d+\}\}/);
        expect(text.body).not.toMatch(/\{\{\d+\}\}\s*$/);
      }
    },
  );

  it('ends every guest template with how to stop the updates, the code excepted; the owner’s alerts have no such line', () => {
    for (const template of Object.values(WHATSAPP_TEMPLATES)) {
      for (const language of LANGUAGES) {
        const body = template.text[language].body;
        const endsWithOptOut = body.endsWith(`\n\n${OPT_OUT_LINE[language]}`);
        expect([template.name, endsWithOptOut]).toEqual([template.name, template.audience === 'guest' && !template.presetByMeta]);
      }
    }
    expect(OPT_OUT_LINE.en).toContain('STOP');
    expect(OPT_OUT_LINE.hi).toContain('STOP');
  });

  it('makes the code an AUTHENTICATION template with a copy-code button, every other one UTILITY', () => {
    const categories = Object.values(WHATSAPP_TEMPLATES).map((template) => [template.kind, template.category]);
    expect(categories.filter(([, category]) => category === 'AUTHENTICATION')).toEqual([['one_time_code', 'AUTHENTICATION']]);
    expect(WHATSAPP_TEMPLATES.one_time_code.button).toMatchObject({ type: 'copy_code', variable: 'code' });
  });

  it('carries no guest contact but a masked phone, and only in the owner’s alerts', () => {
    for (const template of Object.values(WHATSAPP_TEMPLATES)) {
      for (const language of LANGUAGES) {
        const contacts = template.text[language].variables.filter((name) => 'maskedPhone' in MESSAGE_VARIABLES[name]);
        if (template.audience === 'guest') expect(contacts).toEqual([]);
      }
    }
  });
});

describe('the DLT SMS texts', () => {
  it('exist for the SMS kinds only, each a kind of message, with one {#var#} per variable and the hotel as fixed text', () => {
    expect(Object.keys(SMS_TEMPLATES).sort()).toEqual([...SMS_KINDS].sort());
    for (const kind of SMS_KINDS) expect(Object.values(MessageKind)).toContain(kind);
    for (const template of Object.values(SMS_TEMPLATES)) {
      for (const language of LANGUAGES) {
        const { body, variables } = template.text[language];
        expect(body.match(/\{#var#\}/g)?.length).toBe(variables.length);
        expect(body.match(/\{hotelName\}/g)?.length).toBe(1);
        expect(body).not.toMatch(/\{\{|https?:/);
      }
    }
  });
});

describe('rendering a WhatsApp template', () => {
  it('answers the template, the language, the parameters in the language’s order and the button’s suffix', () => {
    const english = renderWhatsApp('booking_confirmed', 'en', GUEST, bookingConfirmed, { publicBaseUrl: BASE });
    expect(english).toEqual({
      channel: 'whatsapp',
      to: GUEST,
      template: 'booking_confirmed_v1',
      language: 'en',
      parameters: [
        'Amrita Sharma',
        'HB7K3QM',
        'Hotel Anand Residency',
        'Deluxe 101',
        '1–4 Dec 2026',
        '2 PM',
        '₹12,600',
        '₹12,600',
      ],
      buttonUrlSuffix: 'booking/0b7c?key=abc',
    });
    const hindi = renderWhatsApp('booking_confirmed', 'hi', GUEST, bookingConfirmed, { publicBaseUrl: `${BASE}/` });
    expect(hindi.parameters.slice(0, 3)).toEqual(['Amrita Sharma', 'Hotel Anand Residency', 'HB7K3QM']);
    expect(whatsAppPreview(hindi, BASE)).toContain(
      'नमस्ते Amrita Sharma, Hotel Anand Residency में आपकी बुकिंग HB7K3QM कन्फ़र्म हो गई है।',
    );
    expect(whatsAppPreview(english, BASE)).toMatch(/\[View booking: https:\/\/anandresidency\.in\/booking\/0b7c\?key=abc\]$/);
  });

  it('renders every template with its variables’ examples', () => {
    for (const template of Object.values(WHATSAPP_TEMPLATES)) {
      for (const language of LANGUAGES) {
        const variables = {
          ...examples(template.text[language]),
          ...(template.button ? { [template.button.variable]: `${BASE}/x` } : {}),
        };
        if (template.button?.type === 'copy_code') variables.code = '482913';
        const rendered = renderWhatsApp(template.kind, language, GUEST, variables, { publicBaseUrl: BASE });
        expect(rendered.parameters).toHaveLength(template.text[language].variables.length);
        expect(whatsAppPreview(rendered)).not.toMatch(/\{\{\d+\}\}/);
      }
    }
  });

  it('flattens each parameter to one line, as Meta requires, and cuts it to its length', () => {
    const rendered = renderWhatsApp(
      'booking_confirmed',
      'en',
      GUEST,
      { ...bookingConfirmed, guestName: '  Amrita\n\tSharma      ji ', rooms: `Suite ${'with a long name '.repeat(10)}` },
      { publicBaseUrl: BASE },
    );
    expect(rendered.parameters[0]).toBe('Amrita Sharma ji');
    expect(rendered.parameters[3].length).toBeLessThanOrEqual(MESSAGE_VARIABLES.rooms.max);
    expect(rendered.parameters[3].length).toBeGreaterThan(MESSAGE_VARIABLES.rooms.max - 5);
    expect(rendered.parameters[3].endsWith('…')).toBe(true);
    for (const parameter of rendered.parameters) expect(parameter).not.toMatch(/[\n\t]| {2,}/);
  });

  it('cuts a Hindi value between syllables, never inside one', () => {
    const name = 'अमृता शर्मा '.repeat(8);
    const [first] = renderWhatsApp(
      'booking_confirmed',
      'hi',
      GUEST,
      { ...bookingConfirmed, guestName: name },
      { publicBaseUrl: BASE },
    ).parameters;
    expect(first.length).toBeLessThanOrEqual(MESSAGE_VARIABLES.guestName.max);
    expect(first.endsWith('…')).toBe(true);
    const kept = first.slice(0, -1);
    expect(name.startsWith(kept)).toBe(true);
    // The next letter of the name is no vowel sign or virama left behind by the cut.
    expect(name[kept.length]).not.toMatch(/\p{M}/u);
  });

  it('refuses a missing or blank variable, naming it', () => {
    const { stayDates: _left, ...without } = bookingConfirmed;
    expect(() => renderWhatsApp('booking_confirmed', 'en', GUEST, without, { publicBaseUrl: BASE })).toThrow(
      new TemplateRenderError('The booking_confirmed template needs stayDates'),
    );
    expect(() =>
      renderWhatsApp('booking_confirmed', 'en', GUEST, { ...bookingConfirmed, rooms: ' \n ' }, { publicBaseUrl: BASE }),
    ).toThrow('needs rooms');
  });

  it('refuses a value that would carry a guest’s contact, and a masked phone that is not masked', () => {
    const render = (variables: MessageVariables) => () =>
      renderWhatsApp('booking_confirmed', 'en', GUEST, { ...bookingConfirmed, ...variables }, { publicBaseUrl: BASE });
    expect(render({ guestName: 'Amrita amrita@example.in' })).toThrow(/only masked contacts/);
    expect(render({ guestName: 'Amrita 98765 43210' })).toThrow(/only masked contacts/);
    expect(render({ guestName: 'Amrita +91-98765-43210' })).toThrow(/only masked contacts/);
    const owner = {
      bookCode: 'HB7K3QM',
      guestName: 'Amrita',
      rooms: 'Deluxe 101',
      stayDates: '1–4 Dec 2026',
      totalAmount: '₹12,600',
      paymentStatus: 'paid online',
      adminUrl: `${BASE}/admin/bookings`,
    };
    expect(() =>
      renderWhatsApp(
        'owner_new_booking',
        'en',
        '+919811111111',
        { ...owner, guestPhoneMasked: '+919876543210' },
        { publicBaseUrl: BASE },
      ),
    ).toThrow('guestPhoneMasked must be a masked phone number');
    const alert = renderWhatsApp(
      'owner_new_booking',
      'en',
      '+919811111111',
      { ...owner, guestPhoneMasked: '******3210' },
      { publicBaseUrl: BASE },
    );
    expect(alert.parameters[2]).toBe('******3210');
    // The hotel's own number is no guest's contact.
    const arrival = examples(WHATSAPP_TEMPLATES.pre_arrival.text.en);
    expect(() =>
      renderWhatsApp('pre_arrival', 'en', GUEST, { ...arrival, arrivalUrl: `${BASE}/a` }, { publicBaseUrl: BASE }),
    ).not.toThrow();
  });

  it('refuses a recipient not in E.164 form, a button link off the site, and a kind that goes by mail only', () => {
    expect(() => renderWhatsApp('booking_confirmed', 'en', '9876543210', bookingConfirmed, { publicBaseUrl: BASE })).toThrow(
      /E\.164/,
    );
    expect(() =>
      renderWhatsApp(
        'booking_confirmed',
        'en',
        GUEST,
        { ...bookingConfirmed, bookingUrl: 'https://elsewhere.example/b' },
        { publicBaseUrl: BASE },
      ),
    ).toThrow(`The booking_confirmed button's link must be on ${BASE}/`);
    expect(() => renderWhatsApp('tax_document' as never, 'en', GUEST, {}, { publicBaseUrl: BASE })).toThrow(
      'tax_document messages do not go by WhatsApp',
    );
  });

  it('sends the code as the copy-code button’s parameter too, as Meta’s authentication templates require', () => {
    const rendered = renderWhatsApp('one_time_code', 'hi', GUEST, { code: '482913' }, { publicBaseUrl: BASE });
    expect(rendered).toMatchObject({
      template: 'one_time_code_v1',
      language: 'hi',
      parameters: ['482913'],
      buttonUrlSuffix: '482913',
    });
  });
});

describe('rendering an SMS', () => {
  const ids: SmsTemplateIds = {
    one_time_code: { en: '1107170000000000001', hi: '1107170000000000002' },
    booking_confirmed: { en: '1107170000000000003' },
    booking_cancelled: { en: '1107170000000000004' },
    milestone_due: { en: '1107170000000000005' },
  };

  it('fills the DLT text, keeps each variable within 30 characters and the English text in plain letters', () => {
    const sms = renderSms(
      'booking_confirmed',
      'en',
      GUEST,
      { ...bookingConfirmed, guestName: 'Amrita Sharma with a very long family name' },
      ids,
    );
    expect(sms).toEqual({
      channel: 'sms',
      to: GUEST,
      dltTemplateId: '1107170000000000003',
      variables: ['Amrita Sharma with a very long', 'HB7K3QM', '1-4 Dec 2026', 'Rs 12,600', 'Rs 12,600'],
      text: 'Dear Amrita Sharma with a very long, your booking HB7K3QM at Hotel Anand Residency for 1-4 Dec 2026 is confirmed. Total Rs 12,600, paid Rs 12,600.',
    });
    for (const value of sms.variables) expect(value.length).toBeLessThanOrEqual(30);
  });

  it('goes out in Hindi only where a Hindi template is registered, else in English', () => {
    const code = renderSms('one_time_code', 'hi', GUEST, { code: '482913', hotelName: 'होटल आनंद' }, ids);
    expect(code).toMatchObject({ dltTemplateId: '1107170000000000002', variables: ['482913'] });
    expect(code.text).toBe('482913 होटल आनंद के लिए आपका वन-टाइम कोड है। यह 10 मिनट तक चलेगा। इसे किसी को न बताएँ।');
    const confirmed = renderSms('booking_confirmed', 'hi', GUEST, bookingConfirmed, ids);
    expect(confirmed.dltTemplateId).toBe('1107170000000000003');
    expect(confirmed.text.startsWith('Dear Amrita Sharma')).toBe(true);
  });

  it('refuses a kind without an SMS template, and a missing hotel name', () => {
    expect(() => renderSms('pre_arrival' as never, 'en', GUEST, {}, ids)).toThrow('pre_arrival messages have no SMS template');
    expect(() => renderSms('one_time_code', 'en', GUEST, { code: '482913' }, ids)).toThrow('needs hotelName');
  });
});

describe("README's Message templates", () => {
  it('is printed from the catalogue, as it is in the code', () => {
    const readme = readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');
    const listing = readme.match(
      /<!-- message-templates:start -->\n<!-- prettier-ignore-start -->\n([\s\S]*?)\n<!-- prettier-ignore-end -->\n<!-- message-templates:end -->/,
    )?.[1];
    expect(listing).toBe(messageTemplatesMarkdown());
  });
});
