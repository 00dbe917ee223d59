import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { DeskReceiptDocument, DeskReceiptQuery } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { loadState } from '../../../components/admin/load-state';
import { LoadFailure } from '../../../components/admin/LoadState';
import { methodText, orDash } from '../lib/display';
import './receipt.css';

type Receipt = DeskReceiptQuery['receipt'];

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const rows: [string, string][] = [
    ['Booking', receipt.bookCode],
    ['Guest', orDash(receipt.guestName)],
    ['Stay', orDash(receipt.stayText)],
    ['Rooms', orDash(receipt.rooms.join(', '))],
    ['Paid by', methodText(receipt.method)],
    ['Reference', orDash(receipt.reference)],
  ];
  if (receipt.note) rows.push(['Note', receipt.note]);
  return (
    <article className={`receipt${receipt.reversal ? ' receipt--reversed' : ''}`} aria-label={`Receipt ${receipt.receiptNumber}`}>
      <header className="receipt__hotel">
        <h1 className="receipt__hotel-name">{receipt.hotelName}</h1>
        {receipt.hotelAddress.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          {receipt.hotelPhone} · {receipt.hotelEmail}
        </p>
      </header>
      <div className="receipt__title">
        <h2>Payment receipt</h2>
        <dl>
          <div>
            <dt>Receipt no.</dt>
            <dd>{receipt.receiptNumber}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{receipt.paidAtText} IST</dd>
          </div>
        </dl>
      </div>
      {receipt.reversal && (
        <p className="receipt__reversed" role="status">
          REVERSED on {receipt.reversal.atText} IST{receipt.reversal.by && ` by ${receipt.reversal.by}`}
          {receipt.reversal.note && ` — ${receipt.reversal.note}`}. This receipt is no longer valid.
        </p>
      )}
      <p className="receipt__amount">
        <span className="receipt__figure">{formatRupees(receipt.amount)}</span>
        <span className="receipt__words">{receipt.amountInWords}</span>
      </p>
      <dl className="receipt__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <footer className="receipt__footer">
        <p>Received by: {orDash(receipt.receivedBy)}</p>
        <p className="receipt__sign">Signature</p>
      </footer>
    </article>
  );
}

/** /admin/receipt/:paymentId: a printable receipt for money taken at the desk (A5 or A4). */
export default function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const result = loadState(useQuery(DeskReceiptDocument, { variables: { paymentId } }));
  usePageTitle(result.status === 'ready' ? `Receipt ${result.data.receipt.receiptNumber}` : 'Receipt', 'admin');
  return (
    <div className="receipt-page">
      <div className="receipt-page__tools">
        {result.status === 'ready' && result.data.receipt.bookingId ? (
          <Link to={`/admin/booking/${result.data.receipt.bookingId}`}>← Back to the booking</Link>
        ) : (
          <Link to="/admin/payment">← Payments</Link>
        )}
        {result.status === 'ready' && <Button onClick={() => window.print()}>Print receipt</Button>}
      </div>
      {result.status === 'loading' && <Spinner label="Loading the receipt…" />}
      {result.status === 'error' &&
        (result.refusal ? (
          <Alert tone="warning">{result.refusal}</Alert>
        ) : (
          <LoadFailure title="Failed to load the receipt" refusal={result.refusal} />
        ))}
      {result.status === 'ready' && <ReceiptSheet receipt={result.data.receipt} />}
    </div>
  );
}
