import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A page with nothing to show (no such booking, no receipt): why, and the two ways on. */
export function LookUpDeadEnd({ title, lookUpLabel, children }: { title: string; lookUpLabel: string; children: ReactNode }) {
  return (
    <section className="card payment-empty">
      <h1>{title}</h1>
      <p>{children}</p>
      <div className="payment-empty__actions">
        <Link className="btn btn--primary" to="/pending-payment">
          {lookUpLabel}
        </Link>
        <Link className="btn btn--secondary" to="/">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
