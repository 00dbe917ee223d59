import { useMyBookingWords } from '../my-booking-words';

export function BookingLoading() {
  const { t } = useMyBookingWords().mybooking;
  return (
    <p className="payment-loading" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" /> {t('loading')}
    </p>
  );
}
