import { translator, useChunkMessages, useMessages, type Catalogues, type Translator } from '../../../i18n';
import englishCommon from '../../../i18n/generated/en/common';
import englishPayment from '../../../i18n/generated/en/payment';
import type { RoomType } from '../../../graphql/generated';

/** The payment pages' words: their own (their chunks') and the site's shared ones (the room types' names). */
export interface PaymentWords {
  payment: Translator<Catalogues['payment']>;
  common: Translator<Catalogues['common']>;
}

/** The payment pages' words in the page's language; their English words travel with their chunks. */
export function usePaymentWords(): PaymentWords {
  return { payment: useChunkMessages('payment', englishPayment), common: useMessages('common') };
}

/** English, for the pure functions' callers with no page (and their tests). */
export const ENGLISH_PAYMENT_WORDS: PaymentWords = {
  payment: translator(englishPayment, 'en'),
  common: translator(englishCommon, 'en'),
};

/** A room type's name ("Double AC", "डबल AC"). */
export const roomTypeName = (words: PaymentWords, type: RoomType) => words.common.t('roomType', { type });
