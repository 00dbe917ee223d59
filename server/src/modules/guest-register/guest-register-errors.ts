/** Why the desk's register rows or a Form III report were refused. */
export const GuestRegisterErrorCode = {
  RegisterGuestInvalid: 'REGISTER_GUEST_INVALID',
  RegisterGuestsCount: 'REGISTER_GUESTS_COUNT',
  FormIIIRequired: 'FORM_III_REQUIRED',
  FormIIIDatesInvalid: 'FORM_III_DATES_INVALID',
  PassportExpired: 'FORM_III_PASSPORT_EXPIRED',
  VisaNotValid: 'FORM_III_VISA_NOT_VALID',
  RegisterRangeInvalid: 'REGISTER_RANGE_INVALID',
  FormIIIReportNotFound: 'FORM_III_REPORT_NOT_FOUND',
  FormIIIAlreadyReported: 'FORM_III_ALREADY_REPORTED',
  FormIIIReportInvalid: 'FORM_III_REPORT_INVALID',
} as const;
