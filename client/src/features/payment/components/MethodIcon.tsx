import { PaymentMethod } from '../../../graphql/generated';
import { ADVANCE_CHOICE } from '../lib/advance';
import type { PaymentChoice } from '../lib/payment-words';

/** Simple line icons for the method cards (decorative: the card's text says it all). */
const PATHS: Record<PaymentChoice, string> = {
  [PaymentMethod.Online]: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  [PaymentMethod.Upi]: 'M8 3h8a1 1 0 011 1v16a1 1 0 01-1 1H8a1 1 0 01-1-1V4a1 1 0 011-1zm3 15h2M10 8l2 4 2-4',
  [PaymentMethod.Card]: 'M3 6h18a1 1 0 011 1v10a1 1 0 01-1 1H3a1 1 0 01-1-1V7a1 1 0 011-1zm-1 4h20M6 15h4',
  [PaymentMethod.Netbanking]: 'M3 10l9-6 9 6M5 10v8m4-8v8m6-8v8m4-8v8M3 20h18',
  [PaymentMethod.Wallet]: 'M4 7h15a1 1 0 011 1v10a1 1 0 01-1 1H4a1 1 0 01-1-1V6a2 2 0 012-2h11M16 13h2',
  [PaymentMethod.Cod]: 'M3 7h18v10H3zM12 10a2 2 0 100 4 2 2 0 000-4zM6 10v4m12-4v4',
  // A part of a whole: paid now, the rest later.
  [ADVANCE_CHOICE]: 'M12 3a9 9 0 109 9h-9V3zm3-1a7 7 0 017 7h-7V2z',
};

export function MethodIcon({ method }: { method: PaymentChoice }) {
  return (
    <svg className="method-card__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[method]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
