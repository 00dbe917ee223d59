import { PaymentMethod } from '../../../graphql/generated';
import { PAYMENT_METHOD_LABELS } from '../../../lib/labels';
import type { PaymentLedger } from '../api/use-payments';
import { rupeesFromPaise } from '../lib/display';

/** The ways money comes in, as the owner counts the day's takings: the desk's four, then online. */
const METHOD_ORDER: PaymentMethod[] = [
  PaymentMethod.Cash,
  PaymentMethod.Upi,
  PaymentMethod.Card,
  PaymentMethod.BankTransfer,
  PaymentMethod.Online,
];

/**
 * The money of the attempts shown: received, refunded, net, what is still due at the hotel (the
 * balances of open pay-at-hotel promises, not what was promised), and
 * the money received by method (desk cash, UPI, card, bank transfer; online through the provider).
 */
export function LedgerTotals({ totals }: { totals: PaymentLedger['totals'] }) {
  const figures = [
    { label: 'Received', value: rupeesFromPaise(totals.receivedPaise) },
    { label: 'Refunded', value: rupeesFromPaise(totals.refundedPaise) },
    { label: 'Net', value: rupeesFromPaise(totals.netPaise) },
    { label: 'Due at hotel', value: rupeesFromPaise(totals.pendingAtHotelPaise) },
    { label: 'Attempts', value: String(totals.attempts) },
  ];
  const byMethod = new Map(totals.byMethod.map((total) => [total.method, total]));
  const methods = [...METHOD_ORDER, ...totals.byMethod.map((total) => total.method).filter((m) => !METHOD_ORDER.includes(m))];
  return (
    <>
      <dl className="ledger-totals" aria-label="Totals">
        {figures.map((figure) => (
          <div key={figure.label} className="ledger-totals__item">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="ledger-totals ledger-totals--methods" aria-label="Received by method">
        {methods.map((method) => {
          const total = byMethod.get(method);
          return (
            <div key={method} className="ledger-totals__item">
              <dt>{method === PaymentMethod.Online ? 'Online' : PAYMENT_METHOD_LABELS[method]}</dt>
              <dd>{rupeesFromPaise(total?.amountPaise ?? 0)}</dd>
              <dd className="ledger-totals__count">
                {total?.entries ?? 0} {total?.entries === 1 ? 'entry' : 'entries'}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
