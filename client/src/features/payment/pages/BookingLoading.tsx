export function BookingLoading() {
  return (
    <p className="payment-loading" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" /> Loading your booking…
    </p>
  );
}
