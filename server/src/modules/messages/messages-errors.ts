/** Why the message log or a consent change refused a request. */
export const MessagesErrorCode = {
  MessageNotFound: 'MESSAGE_NOT_FOUND',
  MessageFilterInvalid: 'MESSAGE_FILTER_INVALID',
  MessageNotResendable: 'MESSAGE_NOT_RESENDABLE',
  MessageResendLimited: 'MESSAGE_RESEND_LIMITED',
  ConsentPhoneInvalid: 'CONSENT_PHONE_INVALID',
  ConsentChoiceInvalid: 'CONSENT_CHOICE_INVALID',
  ConsentReasonRequired: 'CONSENT_REASON_REQUIRED',
} as const;
