import type { SmsKind } from '../../config-messaging';
import { ONE_TIME_CODE_MINUTES, type SmsTemplate, type TemplateText } from './message-template-types';
import type { MessageVariableName } from './message-variables';

/**
 * The DLT SMS texts of the kinds that also go by SMS (config-messaging.ts's SMS_KINDS): one-time
 * codes, and the few a guest must not miss when WhatsApp fails. Each is registered on the DLT
 * platform as written here, with the hotel's name as fixed text where {hotelName} stands (DLT
 * wants the brand in every template) and {#var#} for each variable; a variable holds at most 30
 * characters. No links: a link in an SMS must be whitelisted on DLT, and 30 characters hold none.
 */

const sms = (body: string, variables: readonly MessageVariableName[]): TemplateText => ({ body, variables });

export const SMS_TEMPLATES: Record<SmsKind, SmsTemplate> = {
  one_time_code: {
    kind: 'one_time_code',
    text: {
      en: sms(
        `{#var#} is your one-time code for {hotelName}. It is valid for ${ONE_TIME_CODE_MINUTES} minutes. Do not share it with anyone.`,
        ['code'],
      ),
      hi: sms(`{#var#} {hotelName} के लिए आपका वन-टाइम कोड है। यह ${ONE_TIME_CODE_MINUTES} मिनट तक चलेगा। इसे किसी को न बताएँ।`, [
        'code',
      ]),
    },
  },
  booking_confirmed: {
    kind: 'booking_confirmed',
    text: {
      en: sms('Dear {#var#}, your booking {#var#} at {hotelName} for {#var#} is confirmed. Total {#var#}, paid {#var#}.', [
        'guestName',
        'bookCode',
        'stayDates',
        'totalAmount',
        'paidAmount',
      ]),
      hi: sms('प्रिय {#var#}, {hotelName} में {#var#} के लिए आपकी बुकिंग {#var#} कन्फ़र्म है। कुल {#var#}, भुगतान हुआ {#var#}।', [
        'guestName',
        'stayDates',
        'bookCode',
        'totalAmount',
        'paidAmount',
      ]),
    },
  },
  booking_cancelled: {
    kind: 'booking_cancelled',
    text: {
      en: sms('Dear {#var#}, your booking {#var#} at {hotelName} for {#var#} is cancelled. Refund: {#var#}.', [
        'guestName',
        'bookCode',
        'stayDates',
        'refundAmount',
      ]),
      hi: sms('प्रिय {#var#}, {hotelName} में {#var#} की आपकी बुकिंग {#var#} कैंसल हो गई है। रिफ़ंड: {#var#}।', [
        'guestName',
        'stayDates',
        'bookCode',
        'refundAmount',
      ]),
    },
  },
  milestone_due: {
    kind: 'milestone_due',
    text: {
      en: sms(
        'Dear {#var#}, a payment of {#var#} for your event {#var#} at {hotelName} on {#var#} is due on {#var#}. Pay by the link in your mail, or at the hotel.',
        ['guestName', 'amount', 'eventReference', 'eventDate', 'dueDate'],
      ),
      hi: sms(
        'प्रिय {#var#}, {hotelName} में {#var#} को होने वाले आपके कार्यक्रम {#var#} के लिए {#var#} का भुगतान {#var#} तक करना है। मेल में दिए लिंक से या होटल पर भुगतान करें।',
        ['guestName', 'eventDate', 'eventReference', 'amount', 'dueDate'],
      ),
    },
  },
};
