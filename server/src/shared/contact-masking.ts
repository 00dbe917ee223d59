import { INDIA, splitPhone } from './pure/phone-countries';

/**
 * How a guest's contact details show to anyone who is not the hotel: enough to recognise one's
 * own booking, not enough to reach the guest. One helper for GraphQL and /api alike.
 */

/** `amrita@example.in` → `am***@example.in`: the first two characters of the local part. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at);
  return `${local.slice(0, 2)}***${domain}`;
}

/**
 * `+919876542233` (and `9876542233`, as numbers were kept before E.164) → `******2233`: only the
 * last four digits. Another country's number keeps its + code: `+447911123456` → `+44 ******3456`.
 */
export function maskPhone(phone: string): string {
  const { country, number } = splitPhone(phone);
  const code = country === INDIA.code || number === phone ? '' : `${phone.slice(0, phone.length - number.length)} `;
  const digits = number.replace(/\D/g, '');
  const visible = digits.length > 4 ? digits.slice(-4) : '';
  return code + '*'.repeat(digits.length - visible.length) + visible;
}

/** A booking's contact as a guest may see it: the name as it is, email and phone masked. */
export function maskedContact(contact: { userEmail: string | null; userPhone: string }): {
  userEmail: string | null;
  userPhone: string;
} {
  return { userEmail: contact.userEmail === null ? null : maskEmail(contact.userEmail), userPhone: maskPhone(contact.userPhone) };
}
