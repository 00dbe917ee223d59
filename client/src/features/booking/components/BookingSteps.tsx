const STEPS = ['Dates', 'Room', 'Your details', 'Payment'] as const;

/** Where the guest is in the booking: 1 Dates, 2 Room, 3 Your details, 4 Payment. */
export function BookingSteps({ current }: { current: (typeof STEPS)[number] }) {
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label="Booking steps">
      <ol className="booking-steps">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className={index < at ? 'is-done' : index === at ? 'is-current' : undefined}
            aria-current={index === at ? 'step' : undefined}
          >
            <span className="booking-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="booking-steps__label">{step}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
