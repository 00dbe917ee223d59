import { ENGLISH_PAYMENT_WORDS } from '../lib/page-words';

const { t } = ENGLISH_PAYMENT_WORDS.payment;

/** The spec's payment texts (sections 4 and 8), word for word: the English catalogue's (a page says them in its language). */
export const PAYMENT_MESSAGES = {
  noBooking: t('noBooking'),
  scriptFailed: t('scriptFailed'),
  orderFailed: t('orderFailed'),
  verificationFailed: t('verificationFailed'),
  verificationContactSupport: t('verificationContactSupport'),
  codFailed: t('codFailed'),
  unsupportedMethod: t('unsupportedMethod'),
  paidRedirecting: t('paidRedirecting'),
  codRedirecting: t('codRedirecting'),
  errorTitle: t('errorTitle'),
  resumeNeedsId: t('resumeNeedsId'),
} as const;

/** Spec section 9: the redirect after a successful payment. */
export const REDIRECT_DELAY_MS = 1500;

export const CHECKOUT_THEME_COLOR = '#1d4ed8';
