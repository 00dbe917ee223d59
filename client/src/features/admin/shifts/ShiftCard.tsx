import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PaymentMethod } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { hotelDateAndTime } from '../lib/display';
import { CloseShiftDialog } from './CloseShiftDialog';
import { OpenShiftForm } from './OpenShiftForm';
import { differenceWords, methodLabel, toPaise } from './shift-count';
import { ShiftSummary, useCloseShift } from './use-shifts';
import './shifts.css';

/** What the open shift has taken so far: cash (less the float) and the other methods that took money. */
function takings(shift: ShiftSummary): { label: string; value: string }[] {
  const cash = shift.tally.find((line) => line.method === PaymentMethod.Cash)?.expected ?? shift.float;
  const others = shift.tally
    .filter((line) => line.method !== PaymentMethod.Cash && line.expected !== 0)
    .map((line) => ({ label: methodLabel(line.method), value: formatRupees(line.expected) }));
  return [
    { label: 'Cash taken', value: formatRupees((toPaise(cash) - toPaise(shift.float)) / 100) },
    { label: 'In the drawer', value: formatRupees(cash) },
    ...others,
  ];
}

/**
 * The signed-in person's cash shift on Today: open (since when, the float, cash taken so far,
 * Close shift) or none (Open shift with the float). After a close, the difference and the report.
 */
export function ShiftCard({ shift }: { shift: ShiftSummary | null }) {
  const closeShift = useCloseShift();
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState<ShiftSummary | null>(null);

  if (!shift) {
    return (
      <section className="shift-card" aria-label="Your shift">
        <div className="shift-card__text">
          <h2 className="shift-card__title">No shift open</h2>
          {closed ? (
            <p className="shift-card__closed" role="status">
              Shift closed: {differenceWords(toPaise(closed.difference ?? 0)).toLowerCase()}.{' '}
              <Link to={`/admin/shifts/${closed.shift.id}`}>Shift report</Link>
            </p>
          ) : (
            <p className="admin-muted">Cash at the desk needs an open shift.</p>
          )}
        </div>
        <OpenShiftForm onOpened={() => setClosed(null)} />
      </section>
    );
  }

  const opened = hotelDateAndTime(shift.shift.openedAt);
  return (
    <section className="shift-card shift-card--open" aria-label="Your shift">
      <div className="shift-card__text">
        <h2 className="shift-card__title">Your shift</h2>
        <p className="admin-muted">
          Opened {opened.time}, {opened.date}
        </p>
      </div>
      <dl className="shift-card__figures">
        <div>
          <dt>Float</dt>
          <dd>{formatRupees(shift.float)}</dd>
        </div>
        {takings(shift).map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      <div className="shift-card__actions">
        <Link className="btn btn--secondary" to={`/admin/shifts/${shift.shift.id}`}>
          Report
        </Link>
        <Button onClick={() => setClosing(true)}>Close shift</Button>
      </div>
      {closing && (
        <CloseShiftDialog
          shift={shift}
          onClose={closeShift}
          onClosed={(done) => {
            setClosing(false);
            if (done) setClosed(done);
          }}
        />
      )}
    </section>
  );
}

/** The card for a shift that could not be read: says so, without taking the day's board down. */
export function ShiftCardFailure({ refusal }: { refusal?: string }) {
  return (
    <section className="shift-card" aria-label="Your shift">
      <Alert tone="danger" title="Failed to load your shift">
        {refusal ?? 'Something went wrong. Please try again by refreshing the page.'}
      </Alert>
    </section>
  );
}
