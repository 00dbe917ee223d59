import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { BookingStatus } from '../../../graphql/generated';
import { todayInHotel } from '../../../lib/format';
import { Link } from 'react-router-dom';
import { RecordedReceipt, TakePaymentForm } from '../desk-money/TakePaymentForm';
import { rupeesFromPaise } from '../lib/display';
import { DeskStay, useStayActions } from './use-desk-stay';

// The dialogs load when the desk first opens one (or points at its button): the day's board,
// drawn on every visit to Today, does not wait for forms it rarely needs.
const loadCheckInDialog = () => import('./CheckInDialog');
const loadMoveRoomDialog = () => import('./MoveRoomDialog');
const CheckInDialog = lazy(() => loadCheckInDialog().then((module) => ({ default: module.CheckInDialog })));
const MoveRoomDialog = lazy(() => loadMoveRoomDialog().then((module) => ({ default: module.MoveRoomDialog })));

type Open = 'checkIn' | 'checkOut' | 'noShow' | 'moveRoom' | null;

/** Which desk acts a booking's status allows today (the server checks again). */
export function stayActionsFor(stay: Pick<DeskStay, 'status' | 'checkIn' | 'checkOut'>, today = todayInHotel()) {
  const confirmed = stay.status === BookingStatus.Confirmed;
  return {
    checkIn: confirmed && stay.checkIn <= today && today < stay.checkOut,
    noShow: confirmed && stay.checkIn <= today,
    checkOut: stay.status === BookingStatus.CheckedIn,
    moveRoom: stay.status === BookingStatus.CheckedIn && today < stay.checkOut,
  };
}

/**
 * Check in, check out and no-show for one booking, in place. Checking out with a balance due
 * asks for the money first (the desk's payment form), then checks out.
 */
export function StayActions({ stay, balanceDuePaise }: { stay: DeskStay; balanceDuePaise: number }) {
  const actions = useStayActions(stay.id);
  const client = useApolloClient();
  const allowed = stayActionsFor(stay);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [taken, setTaken] = useState<RecordedReceipt[]>([]);

  if (!allowed.checkIn && !allowed.checkOut && !allowed.noShow && !notice) return null;

  async function run(act: () => ReturnType<typeof actions.checkOut>, done: string) {
    setBusy(true);
    setProblem(null);
    const result = await act();
    setBusy(false);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setOpen(null);
    setNotice({ tone: 'success', text: result.message ? `${done} ${result.message}` : done });
  }

  const close = () => {
    setOpen(null);
    setProblem(null);
    setTaken([]);
  };

  return (
    <div className="stay-actions">
      {notice && (
        <p className={`stay-actions__notice stay-actions__notice--${notice.tone}`} role="status">
          {notice.text}
        </p>
      )}
      <div className="stay-actions__buttons">
        {allowed.checkIn && (
          <Button
            onClick={() => setOpen('checkIn')}
            onPointerEnter={() => void loadCheckInDialog()}
            onFocus={() => void loadCheckInDialog()}
            aria-label={`Check in ${stay.userName} (${stay.bookCode})`}
          >
            Check in
          </Button>
        )}
        {allowed.checkOut && (
          <Button onClick={() => setOpen('checkOut')} aria-label={`Check out ${stay.userName} (${stay.bookCode})`}>
            Check out
          </Button>
        )}
        {allowed.moveRoom && (
          <Button
            variant="secondary"
            onClick={() => setOpen('moveRoom')}
            onPointerEnter={() => void loadMoveRoomDialog()}
            onFocus={() => void loadMoveRoomDialog()}
            aria-label={`Move ${stay.userName} (${stay.bookCode}) to another room`}
          >
            Move room
          </Button>
        )}
        {allowed.noShow && (
          <Button
            variant="secondary"
            onClick={() => setOpen('noShow')}
            aria-label={`No-show: ${stay.userName} (${stay.bookCode})`}
          >
            No-show
          </Button>
        )}
      </div>
      <Suspense fallback={<p role="status">Opening…</p>}>
        {open === 'checkIn' && (
          <CheckInDialog
            bookCode={stay.bookCode}
            guestName={stay.userName}
            roomIds={stay.lines.map((line) => line.roomId)}
            onCheckIn={actions.checkIn}
            onClose={(done) => {
              setOpen(null);
              if (done) setNotice({ tone: 'success', text: `${stay.userName} is checked in.` });
            }}
          />
        )}
        {open === 'checkOut' && (
          <ConfirmDialog
            title={`Check out ${stay.userName} (${stay.bookCode})`}
            confirmLabel={balanceDuePaise > 0 ? `Check out (${rupeesFromPaise(balanceDuePaise)} due)` : 'Check out'}
            busy={busy}
            busyLabel="Checking out…"
            onConfirm={() => void run(actions.checkOut, `${stay.userName} is checked out.`)}
            onCancel={close}
          >
            {balanceDuePaise > 0 ? (
              <>
                <p>{rupeesFromPaise(balanceDuePaise)} is still due. Take the payment before checking out.</p>
                <TakePaymentForm
                  bookingId={stay.id}
                  balanceDuePaise={balanceDuePaise}
                  onRecorded={(receipt) => {
                    setTaken((earlier) => [...earlier, receipt]);
                    void client.refetchQueries({ include: ['FrontDesk', 'DeskStay'] });
                  }}
                />
              </>
            ) : (
              <p>Nothing is due. The room is free again from today.</p>
            )}
            {balanceDuePaise <= 0 && taken.length > 0 && (
              <ul className="stay-actions__receipts" aria-label="Money taken now">
                {taken.map((receipt) => (
                  <li key={receipt.id}>
                    {rupeesFromPaise(receipt.amountPaise)} taken: receipt {receipt.number}.{' '}
                    <Link to={`/admin/receipt/${receipt.id}`}>Print receipt</Link>
                  </li>
                ))}
              </ul>
            )}
            {problem && <Alert tone="danger">{problem}</Alert>}
          </ConfirmDialog>
        )}
        {open === 'moveRoom' && (
          <MoveRoomDialog
            stay={stay}
            onMove={actions.moveRoom}
            onClose={(done) => {
              setOpen(null);
              if (done) setNotice({ tone: 'success', text: done });
            }}
          />
        )}
      </Suspense>
      {open === 'noShow' && (
        <ConfirmDialog
          title={`Mark ${stay.bookCode} as a no-show?`}
          confirmLabel="Mark as no-show"
          cancelLabel="Keep booking"
          danger
          busy={busy}
          busyLabel="Marking…"
          onConfirm={() => void run(actions.markNoShow, `${stay.bookCode} is marked as a no-show.`)}
          onCancel={close}
        >
          <p>
            {stay.userName} never came. The first night stays booked; the later nights are free again. The cancellation policy
            decides what is kept, and paid money beyond it is refunded.
          </p>
          {problem && <Alert tone="danger">{problem}</Alert>}
        </ConfirmDialog>
      )}
    </div>
  );
}
