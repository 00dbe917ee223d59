import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalePath } from '../../../i18n';
import { useMyBookingWords } from '../my-booking-words';

/** A page with nothing to show (no such booking, no receipt): why, and the two ways on. */
export function LookUpDeadEnd({ title, lookUpLabel, children }: { title: string; lookUpLabel: string; children: ReactNode }) {
  const localePath = useLocalePath();
  const { t } = useMyBookingWords().mybooking;
  return (
    <section className="card payment-empty">
      <h1>{title}</h1>
      <p>{children}</p>
      <div className="payment-empty__actions">
        <Link className="btn btn--primary" to={localePath('/pending-payment')}>
          {lookUpLabel}
        </Link>
        <Link className="btn btn--secondary" to={localePath('/')}>
          {t('backToHome')}
        </Link>
      </div>
    </section>
  );
}
