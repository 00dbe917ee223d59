import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Panel } from '../../../components/admin/AdminPage';

/** A desk booking left held while the guest pays online: the link to send, and copy. */
export function PaymentLinkReady({ link, bookingId, bookCode }: { link: string; bookingId: string; bookCode: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Panel title={<>Booking {bookCode} is held: send the guest this link</>}>
      <p>The guest opens it, checks the booking and pays online. The rooms stay held while the guest pays.</p>
      <div className="desk-link">
        <input readOnly value={link} aria-label="Payment link" onFocus={(event) => event.target.select()} />
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
        <Link className="btn btn--secondary" to={`/admin/booking/${bookingId}`}>
          Open the booking
        </Link>
      </div>
    </Panel>
  );
}
