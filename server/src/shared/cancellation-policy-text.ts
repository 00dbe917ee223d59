/** The cancellation policy in the hotel's words (spec section 9), as mails and pages print it. */
export const CANCELLATION_POLICY_TEXT =
  'Free cancellation up to 24 hours before check-in; 50% refund within 24 hours of check-in. Group bookings of 5 or more rooms cancel free up to 7 days before check-in. Refunds reach you in 5-10 business days.';
