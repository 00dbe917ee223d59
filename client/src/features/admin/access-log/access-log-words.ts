import { PersonalDataReadKind } from '../../../graphql/generated';

/** What each kind of read is called on the owner's "Who looked" page. */
export const READ_KIND_LABELS: Record<PersonalDataReadKind, string> = {
  [PersonalDataReadKind.Booking]: 'A booking’s guest details',
  [PersonalDataReadKind.BookingList]: 'The list of bookings',
  [PersonalDataReadKind.BookingsExport]: 'The bookings export',
  [PersonalDataReadKind.GuestRegister]: 'The guest register',
  [PersonalDataReadKind.GuestRegisterPdf]: 'The guest register (PDF)',
  [PersonalDataReadKind.FormIiiReports]: 'Form III reports',
  [PersonalDataReadKind.FormIiiSheet]: 'A Form III sheet',
};
