/** The audit log's actions in words; an action without words here reads as itself ("room_changed" → "Room changed"). */
const AUDIT_ACTION_LABELS: Record<string, string> = {
  check_in: 'Checked in',
  check_out: 'Checked out',
  no_show: 'Marked as no-show',
  payment: 'Payment recorded',
  payment_reversed: 'Payment reversed',
  booking_created: 'Booking made',
  change: 'Stay changed',
  details_edited: 'Details edited',
  cancel: 'Cancelled',
  refund: 'Refund',
  block: 'Room blocked',
  unblock: 'Room opened',
  delete: 'Deleted',
  sign_in: 'Signed in',
  room_changed: 'Room changed',
  arrival_plans: 'Arrival time or request',
  mail_resent: 'Confirmation mailed again',
  room_status: 'Room status',
  room_moved: 'Moved to another room',
  charge_posted: 'Charge posted',
  charge_reversed: 'Charge reversed',
  two_step: 'Two-step sign-in',
  rate_override: 'Rent agreed at the desk',
  messaging_consent: 'WhatsApp choice',
  message_resent: 'Message sent again',
};

export function auditActionLabel(action: string): string {
  const label = AUDIT_ACTION_LABELS[action];
  if (label) return label;
  const words = action.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
