import { SMS_KINDS, type SmsKind } from '../../config-messaging';
import type { MessageKind, MessageLanguage } from './message-kinds';
import {
  OPT_OUT_LINE,
  ONE_TIME_CODE_MINUTES,
  type TemplateText,
  type WhatsAppKind,
  type WhatsAppTemplate,
} from './message-template-types';
import type { MessageVariableName } from './message-variables';

export * from './message-template-types';

/**
 * The template catalogue (issue 28, item 3): for every kind of message that goes by WhatsApp, the
 * template the owner registers with Meta (its name, category, body in English and Hindi with
 * {{1}}… placeholders, the variables in their order, its button), and for the kinds that also go
 * by SMS, the text registered on the DLT platform (message-templates-sms.ts). README's "Message
 * templates" is printed from this file (message-templates-listing.ts); docs/messaging-channels.md
 * says how to register them.
 *
 * Rules the texts keep (Meta rejects or pauses templates that break them): no body starts or ends
 * with a placeholder; each language numbers its placeholders in the order they appear, so a
 * language may order the variables its own way; no guest contact but a masked phone; every guest
 * template ends with how to stop the updates (a reply STOP, which the webhook records), except the
 * one-time code, whose text Meta presets and which the guest has just asked for.
 */

export { SMS_KINDS };
export type { SmsKind };

const guestText = (body: string, variables: readonly MessageVariableName[], language: MessageLanguage): TemplateText => ({
  body: `${body}\n\n${OPT_OUT_LINE[language]}`,
  variables,
});
const en = (body: string, variables: readonly MessageVariableName[]) => guestText(body, variables, 'en');
const hi = (body: string, variables: readonly MessageVariableName[]) => guestText(body, variables, 'hi');
/** An owner's alert, or the code (whose text Meta presets): no opt-out line. */
const plain = (body: string, variables: readonly MessageVariableName[]): TemplateText => ({ body, variables });

const VIEW_BOOKING = { type: 'url', label: { en: 'View booking', hi: 'बुकिंग देखें' }, variable: 'bookingUrl' } as const;
const OPEN_IN_ADMIN = { type: 'url', label: { en: 'Open in admin', hi: 'एडमिन में खोलें' }, variable: 'adminUrl' } as const;
const SEE_IN_ADMIN = {
  en: 'Open it in the admin with the button below.',
  hi: 'एडमिन में देखने के लिए नीचे का बटन दबाएँ।',
};

export const WHATSAPP_TEMPLATES: Record<WhatsAppKind, WhatsAppTemplate> = {
  booking_confirmed: {
    kind: 'booking_confirmed',
    name: 'booking_confirmed_v1',
    category: 'UTILITY',
    audience: 'guest',
    text: {
      en: en(
        'Hello {{1}}, your booking {{2}} at {{3}} is confirmed.\n\nRoom: {{4}}\nDates: {{5}}\nCheck-in from {{6}}\nTotal {{7}}, paid {{8}}\n\nUse the button below to see your booking.',
        ['guestName', 'bookCode', 'hotelName', 'rooms', 'stayDates', 'checkInTime', 'totalAmount', 'paidAmount'],
      ),
      hi: hi(
        'नमस्ते {{1}}, {{2}} में आपकी बुकिंग {{3}} कन्फ़र्म हो गई है।\n\nकमरा: {{4}}\nतारीखें: {{5}}\nचेक-इन: {{6}} से\nकुल {{7}}, भुगतान हुआ {{8}}\n\nअपनी बुकिंग देखने के लिए नीचे का बटन दबाएँ।',
        ['guestName', 'hotelName', 'bookCode', 'rooms', 'stayDates', 'checkInTime', 'totalAmount', 'paidAmount'],
      ),
    },
    button: VIEW_BOOKING,
  },
  finish_paying: {
    kind: 'finish_paying',
    name: 'finish_paying_v1',
    category: 'UTILITY',
    audience: 'guest',
    text: {
      en: en(
        'Hello {{1}}, {{2}} at {{3}} for {{4}} is held for you until {{5}}.\n\nPay {{6}} before then with the button below to confirm your booking. After that the hold ends and the room may go to another guest.',
        ['guestName', 'rooms', 'hotelName', 'stayDates', 'heldUntil', 'totalAmount'],
      ),
      hi: hi(
        'नमस्ते {{1}}, {{2}} में {{3}} ({{4}}) आपके लिए {{5}} तक होल्ड पर रखा गया है।\n\nबुकिंग कन्फ़र्म करने के लिए उससे पहले नीचे के बटन से {{6}} का भुगतान करें। उसके बाद होल्ड खत्म हो जाएगा और कमरा किसी और मेहमान को मिल सकता है।',
        ['guestName', 'hotelName', 'rooms', 'stayDates', 'heldUntil', 'totalAmount'],
      ),
    },
    button: { type: 'url', label: { en: 'Finish paying', hi: 'भुगतान पूरा करें' }, variable: 'paymentUrl' },
  },
  payment_received: {
    kind: 'payment_received',
    name: 'payment_received_v1',
    category: 'UTILITY',
    audience: 'guest',
    text: {
      en: en('Hello {{1}}, we have received your payment of {{2}} for {{3}} at {{4}}. Thank you!\n\nBalance due: {{5}}', [
        'guestName',
        'amount',
        'paidFor',
        'hotelName',
        'balanceDue',
      ]),
      hi: hi('नमस्ते {{1}}, {{2}} में {{3}} के लिए आपका {{4}} का भुगतान हमें मिल गया है। धन्यवाद!\n\nबाकी रकम: {{5}}', [
        'guestName',
        'hotelName',
        'paidFor',
        'amount',
        'balanceDue',
      ]),
    },
  },
  pre_arrival: {
    kind: 'pre_arrival',
    name: 'pre_arrival_v1',
    category: 'UTILITY',
    audience: 'guest',
    text: {
      en: en(
        'Hello {{1}}, we look forward to welcoming you at {{2}} on {{3}}. Check-in is from {{4}}.\n\nFind us on the map: {{5}}\nQuestions? Call us on {{6}}.\n\nPlease tell us when you expect to arrive with the button below.',
        ['guestName', 'hotelName', 'checkInDate', 'checkInTime', 'mapUrl', 'hotelPhone'],
      ),
      hi: hi(
        'नमस्ते {{1}}, {{2}} को {{3}} में आपके स्वागत का हमें इंतज़ार है। चेक-इन {{4}} से है।\n\nमैप पर हमारा पता: {{5}}\nकोई सवाल हो तो {{6}} पर कॉल करें।\n\nआप कब तक पहुँचेंगे, यह नीचे के बटन से बताएँ।',
        ['guestName', 'checkInDate', 'hotelName', 'checkInTime', 'mapUrl', 'hotelPhone'],
      ),
    },
    button: { type: 'url', label: { en: 'Share arrival time', hi: 'पहुँचने का समय बताएँ' }, variable: 'arrivalUrl' },
  },
  booking_changed: {
    kind: 'booking_changed',
    name: 'booking_changed_v1',
    category: 'UTILITY',
    audience: 'guest',
    text: {
      en: en(
        'Hello {{1}}, your booking {{2}} has been changed. It is now:\n\nRoom: {{3}}\nDates: {{4}}\nTotal: {{5}}\n\nUse the button below to see the details.',
        ['guestName', 'bookCode', 'rooms', 'stayDates', 'totalAmount'],
      ),
      hi: hi(
        'नमस्ते {{1}}, आपकी बुकिंग {{2}} में बदलाव हुआ है। अब यह है:\n\nकमरा: {{3}}\nतारीखें: {{4}}\nकुल: {{5}}\n\nपूरी जानकारी के लिए नीचे का बटन दबाएँ।',
        ['guestName', 'bookCode', 'rooms', 'stayDates', 'totalAmount'],
      ),
    },
    button: VIEW_BOOKING,
  },
  booking_cancelled: {
    kind: 'booking_cancelled',
    name: 'booking_cancelled_v1',
    category: 'UTILITY',
    audience: 'guest',
    text: {
      en: en(
        'Hello {{1}}, your booking {{2}} for {{3}} has been cancelled.\n\nRefund: {{4}}. The button below shows where it goes and when it should arrive.',
        ['guestName', 'bookCode', 'stayDates', 'refundAmount'],
      ),
      hi: hi('नमस्ते {{1}}, {{2}} की आपकी बुकिंग {{3}} कैंसल हो गई है।\n\nरिफ़ंड: {{4}}। रिफ़ंड कहाँ और कब तक आएगा, यह नीचे के बटन से देखें।', [
        'guestName',
        'stayDates',
        'bookCode',
        'refundAmount',
      ]),
    },
    button: VIEW_BOOKING,
  },
  enquiry_received: {
    kind: 'enquiry_received',
    name: 'enquiry_received_v1',
    category: 'UTILITY',
    audience: 'guest',
    text: {
      en: en(
        'Hello {{1}}, thank you for your banquet enquiry {{2}} for {{3}} on {{4}}. We have it, and we will call you within one working day with a quote.\n\nQuestions? Call us on {{5}}.',
        ['guestName', 'eventReference', 'hallAndSession', 'eventDate', 'hotelPhone'],
      ),
      hi: hi(
        'नमस्ते {{1}}, {{2}} को {{3}} के लिए आपकी पूछताछ (नंबर {{4}}) हमें मिल गई है। धन्यवाद! एक कामकाजी दिन के अंदर हम आपको कोटेशन के साथ कॉल करेंगे।\n\nकोई सवाल हो तो {{5}} पर कॉल करें।',
        ['guestName', 'eventDate', 'hallAndSession', 'eventReference', 'hotelPhone'],
      ),
    },
  },
  event_hold: {
    kind: 'event_hold',
    name: 'event_hold_v1',
    category: 'UTILITY',
    audience: 'guest',
    text: {
      en: en(
        'Hello {{1}}, {{2}} on {{3}} is held for your event {{4}} until {{5}}.\n\nPay the advance of {{6}} with the button below to confirm the booking.',
        ['guestName', 'hallAndSession', 'eventDate', 'eventReference', 'heldUntil', 'amount'],
      ),
      hi: hi(
        'नमस्ते {{1}}, {{2}} को {{3}} आपके कार्यक्रम (नंबर {{4}}) के लिए {{5}} तक होल्ड पर है।\n\nबुकिंग कन्फ़र्म करने के लिए नीचे के बटन से {{6}} का एडवांस भरें।',
        ['guestName', 'eventDate', 'hallAndSession', 'eventReference', 'heldUntil', 'amount'],
      ),
    },
    button: { type: 'url', label: { en: 'Pay advance', hi: 'एडवांस भरें' }, variable: 'paymentUrl' },
  },
  milestone_due: {
    kind: 'milestone_due',
    name: 'milestone_due_v1',
    category: 'UTILITY',
    audience: 'guest',
    text: {
      en: en(
        'Hello {{1}}, a payment of {{2}} for your event {{3}} on {{4}} is due on {{5}}.\n\nPay with the button below, or at the hotel.',
        ['guestName', 'amount', 'eventReference', 'eventDate', 'dueDate'],
      ),
      hi: hi(
        'नमस्ते {{1}}, {{2}} को होने वाले आपके कार्यक्रम (नंबर {{3}}) के लिए {{4}} का भुगतान {{5}} तक करना है।\n\nनीचे के बटन से या होटल पर भुगतान करें।',
        ['guestName', 'eventDate', 'eventReference', 'amount', 'dueDate'],
      ),
    },
    button: { type: 'url', label: { en: 'Pay now', hi: 'अभी भुगतान करें' }, variable: 'paymentUrl' },
  },
  one_time_code: {
    kind: 'one_time_code',
    name: 'one_time_code_v1',
    category: 'AUTHENTICATION',
    audience: 'guest',
    text: {
      en: plain(
        `{{1}} is your verification code. For your security, do not share this code.\nThis code expires in ${ONE_TIME_CODE_MINUTES} minutes.`,
        ['code'],
      ),
      hi: plain(
        `{{1}} आपका वेरिफ़िकेशन कोड है। अपनी सुरक्षा के लिए यह कोड किसी को न बताएँ।\nयह कोड ${ONE_TIME_CODE_MINUTES} मिनट में खत्म हो जाएगा।`,
        ['code'],
      ),
    },
    button: { type: 'copy_code', label: { en: 'Copy code', hi: 'कोड कॉपी करें' }, variable: 'code' },
    presetByMeta: { codeExpiryMinutes: ONE_TIME_CODE_MINUTES },
  },
  owner_new_booking: {
    kind: 'owner_new_booking',
    name: 'owner_new_booking_v1',
    category: 'UTILITY',
    audience: 'owner',
    text: {
      en: plain(`New booking {{1}} from {{2}} ({{3}}):\n\n{{4}}, {{5}}\nTotal {{6}}, {{7}}\n\n${SEE_IN_ADMIN.en}`, [
        'bookCode',
        'guestName',
        'guestPhoneMasked',
        'rooms',
        'stayDates',
        'totalAmount',
        'paymentStatus',
      ]),
      hi: plain(`नई बुकिंग {{1}}, {{2}} ({{3}}) की ओर से:\n\n{{4}}, {{5}}\nकुल {{6}}, {{7}}\n\n${SEE_IN_ADMIN.hi}`, [
        'bookCode',
        'guestName',
        'guestPhoneMasked',
        'rooms',
        'stayDates',
        'totalAmount',
        'paymentStatus',
      ]),
    },
    button: OPEN_IN_ADMIN,
  },
  owner_new_enquiry: {
    kind: 'owner_new_enquiry',
    name: 'owner_new_enquiry_v1',
    category: 'UTILITY',
    audience: 'owner',
    text: {
      en: plain(`New banquet enquiry {{1}} from {{2}} ({{3}}): {{4}} on {{5}}, about {{6}} guests.\n\n${SEE_IN_ADMIN.en}`, [
        'eventReference',
        'guestName',
        'guestPhoneMasked',
        'hallAndSession',
        'eventDate',
        'guestCount',
      ]),
      hi: plain(`बैंक्वेट की नई पूछताछ {{1}}, {{2}} ({{3}}) की ओर से: {{4}}, {{5}} को, लगभग {{6}} मेहमान।\n\n${SEE_IN_ADMIN.hi}`, [
        'eventReference',
        'guestName',
        'guestPhoneMasked',
        'hallAndSession',
        'eventDate',
        'guestCount',
      ]),
    },
    button: OPEN_IN_ADMIN,
  },
  owner_cancellation: {
    kind: 'owner_cancellation',
    name: 'owner_cancellation_v1',
    category: 'UTILITY',
    audience: 'owner',
    text: {
      en: plain(`Booking {{1}} of {{2}} for {{3}} has been cancelled. Refund: {{4}}.\n\n${SEE_IN_ADMIN.en}`, [
        'bookCode',
        'guestName',
        'stayDates',
        'refundAmount',
      ]),
      hi: plain(`बुकिंग {{1}} ({{2}}, {{3}}) कैंसल हो गई है। रिफ़ंड: {{4}}।\n\n${SEE_IN_ADMIN.hi}`, [
        'bookCode',
        'guestName',
        'stayDates',
        'refundAmount',
      ]),
    },
    button: OPEN_IN_ADMIN,
  },
  owner_payment_webhook_failed: {
    kind: 'owner_payment_webhook_failed',
    name: 'owner_payment_webhook_failed_v1',
    category: 'UTILITY',
    audience: 'owner',
    text: {
      en: plain(
        'A payment notice from the payment provider could not be processed at {{1}}: {{2}}.\n\nCheck the payments page with the button below.',
        ['occurredAt', 'problem'],
      ),
      hi: plain('पेमेंट कंपनी का एक नोटिस {{1}} को प्रोसेस नहीं हो सका: {{2}}।\n\nनीचे के बटन से पेमेंट वाला पेज देखें।', [
        'occurredAt',
        'problem',
      ]),
    },
    button: OPEN_IN_ADMIN,
  },
  owner_form_iii_due: {
    kind: 'owner_form_iii_due',
    name: 'owner_form_iii_due_v1',
    category: 'UTILITY',
    audience: 'owner',
    text: {
      en: plain(
        `Form III: report {{1}} (booking {{2}}) on the Bureau of Immigration's portal by {{3}}, then mark it reported.\n\n${SEE_IN_ADMIN.en}`,
        ['reportsDue', 'bookCode', 'deadline'],
      ),
      hi: plain(
        `Form III: {{1}} (बुकिंग {{2}}) की रिपोर्ट Bureau of Immigration के पोर्टल पर {{3}} तक करें, फिर उसे reported मार्क करें।\n\n${SEE_IN_ADMIN.hi}`,
        ['reportsDue', 'bookCode', 'deadline'],
      ),
    },
    button: OPEN_IN_ADMIN,
  },
  owner_channel_conflict: {
    kind: 'owner_channel_conflict',
    name: 'owner_channel_conflict_v1',
    category: 'UTILITY',
    audience: 'owner',
    text: {
      en: plain(
        `Double booking: a {{1}} stay in {{2}} from {{3}} to {{4}} could not be placed. In the way: {{5}}.\n\nSettle it in the conflict inbox with the button below.`,
        ['channel', 'roomName', 'checkIn', 'checkOut', 'inTheWay'],
      ),
      hi: plain(
        `डबल बुकिंग: {{1}} में {{2}} से {{3}} तक का {{4}} स्टे नहीं लग सका। पहले से: {{5}}।\n\nनीचे के बटन से conflict inbox में इसे सुलझाएँ।`,
        ['roomName', 'checkIn', 'checkOut', 'channel', 'inTheWay'],
      ),
    },
    button: OPEN_IN_ADMIN,
  },
  owner_channel_feed_failing: {
    kind: 'owner_channel_feed_failing',
    name: 'owner_channel_feed_failing_v1',
    category: 'UTILITY',
    audience: 'owner',
    text: {
      en: plain(
        `The {{1}} calendar of {{2}} has not synced since {{3}}: {{4}}\n\nRooms sold there may still be for sale here. Check it with the button below.`,
        ['channel', 'roomName', 'failingSince', 'problem'],
      ),
      hi: plain(`सूचना: {{1}} का {{2}} कैलेंडर {{3}} से sync नहीं हुआ: {{4}}\n\nवहाँ बिके कमरे यहाँ अभी भी बिक सकते हैं। नीचे के बटन से देखें।`, [
        'roomName',
        'channel',
        'failingSince',
        'problem',
      ]),
    },
    button: OPEN_IN_ADMIN,
  },
};

/** Whether a kind goes by WhatsApp at all (tax documents and staff invites do not). */
export function goesByWhatsApp(kind: MessageKind): kind is WhatsAppKind {
  return Object.hasOwn(WHATSAPP_TEMPLATES, kind);
}

/** Whether a kind has a DLT SMS template. */
export function goesBySms(kind: MessageKind): kind is SmsKind {
  return (SMS_KINDS as readonly string[]).includes(kind);
}
