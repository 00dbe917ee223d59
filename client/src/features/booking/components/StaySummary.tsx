import { useId, useState } from 'react';
import { formatDate } from '../../../lib/format';
import type { StaySearch } from '../stay-rules';
import { ChangeStayForm } from './ChangeStayForm';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The stay being searched (dates and adults), with an inline form to change it. Nights are not
 * counted here: nothing is priced yet, and the server's figure shows once a room is chosen.
 */
export function StaySummary({
  stay,
  children = 0,
  onChange,
  startOpen = false,
}: {
  stay: StaySearch;
  /** Children coming along (the search itself counts adults). */
  children?: number;
  onChange(stay: StaySearch): void;
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const formId = useId();
  return (
    <section className="stay-summary card" aria-label="Your stay">
      <div className="stay-summary__row">
        <dl className="stay-summary__facts">
          <div>
            <dt>Check-in</dt>
            <dd>{stay.checkIn ? formatDate(stay.checkIn) : '—'}</dd>
          </div>
          <div>
            <dt>Check-out</dt>
            <dd>{stay.checkOut ? formatDate(stay.checkOut) : '—'}</dd>
          </div>
          <div>
            <dt>Guests</dt>
            <dd>
              {plural(stay.guest, 'adult', 'adults')}
              {children > 0 && `, ${plural(children, 'child', 'children')}`}
            </dd>
          </div>
        </dl>
        <button
          type="button"
          className="btn btn--ghost stay-summary__toggle"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Close' : 'Change dates'}
        </button>
      </div>
      <div id={formId} hidden={!open}>
        {open && (
          <ChangeStayForm
            stay={stay}
            onSubmit={(changed) => {
              setOpen(false);
              onChange(changed);
            }}
          />
        )}
      </div>
    </section>
  );
}
