/**
 * The owner's alerts (issues 28, 29): a new website booking, a cancellation, a payment notice that
 * could not be applied, and foreign guests' Form III reports due, to the profile's alerts email
 * and the owner's WhatsApp number; and how those alerts (and the banquet's new-enquiry alert on
 * WhatsApp) are written.
 */
export { hotelHour, OwnerAlerts, WEBHOOK_ALERT_EVERY_MS } from './owner-alerts';
export type { OwnerAlertsNeeds } from './owner-alerts';
export { FORM_III_ALERT_HOURS_LEFT } from './form-iii-alerts';
export { registerOwnerAlerts } from './owner-alert-renderers';
export type { OwnerAlertRenderingNeeds } from './owner-alert-renderers';
