import type { PaymentLedger } from '../api/use-payments';
import { rupeesFromPaise } from '../lib/display';

/** The money of the attempts shown: received, refunded, net, and what guests will pay at the hotel. */
export function LedgerTotals({ totals }: { totals: PaymentLedger['totals'] }) {
  const figures = [
    { label: 'Received', value: rupeesFromPaise(totals.receivedPaise) },
    { label: 'Refunded', value: rupeesFromPaise(totals.refundedPaise) },
    { label: 'Net', value: rupeesFromPaise(totals.netPaise) },
    { label: 'Pending at hotel', value: rupeesFromPaise(totals.pendingAtHotelPaise) },
    { label: 'Attempts', value: String(totals.attempts) },
  ];
  return (
    <dl className="ledger-totals" aria-label="Totals">
      {figures.map((figure) => (
        <div key={figure.label} className="ledger-totals__item">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
