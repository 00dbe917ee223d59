// The phone rule is one file that the browser imports too.
export { normalisePhone } from './pure/guest-details';
