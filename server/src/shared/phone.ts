// The phone rule is one file that the browser imports too (lazily, with the phone library).
export { normalisePhone } from './pure/guest-details';
export { checkPhone, samePhone, type PhoneVerdict } from './pure/phone-numbers';
