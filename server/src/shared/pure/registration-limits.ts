/**
 * The longest each check-in field may be: the server's registration rules
 * (modules/bookings/actions/registration.ts) refuse a longer one, and the desk's check-in form
 * (`@server-pure/registration-limits`) stops typing there.
 */
export const REGISTRATION_MAX_LENGTH = {
  nationality: 60,
  idNumber: 40,
  passportNumber: 20,
  visaNumber: 30,
  note: 500,
} as const;
