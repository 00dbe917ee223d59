/** The spec's payment texts (sections 4 and 8), word for word. */
export const PAYMENT_MESSAGES = {
  noBooking: 'No booking information found. Please start a new booking.',
  scriptFailed: 'Failed to load the payment provider. Check your connection.',
  orderFailed: 'Could not initiate payment',
  verificationFailed: 'Payment verification failed',
  verificationContactSupport: 'Payment verification failed. Please contact support.',
  codFailed: 'Could not process COD booking',
  unsupportedMethod: 'Unsupported payment method',
  paidRedirecting: 'Payment successful! Redirecting to booking details...',
  codRedirecting: 'Booking confirmed! Redirecting to details...',
  errorTitle: 'Payment Error',
  resumeNeedsId: 'Enter a booking ID to resume payment',
} as const;

/** Spec section 9: the redirect after a successful payment. */
export const REDIRECT_DELAY_MS = 1500;

export const CHECKOUT_THEME_COLOR = '#1d4ed8';
