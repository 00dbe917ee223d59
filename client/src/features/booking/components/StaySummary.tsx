import { useId, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useRoomsWords } from '../rooms-words';
import type { StaySearch } from '../stay-rules';
import { ChangeStayForm } from './ChangeStayForm';

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
  const words = useRoomsWords();
  const { t, locale } = words.rooms;
  return (
    <section className="stay-summary card" aria-label={t('yourStay')}>
      <div className="stay-summary__row">
        <dl className="stay-summary__facts">
          <div>
            <dt>{t('checkIn')}</dt>
            <dd>{stay.checkIn ? formatDate(stay.checkIn, locale) : '—'}</dd>
          </div>
          <div>
            <dt>{t('checkOut')}</dt>
            <dd>{stay.checkOut ? formatDate(stay.checkOut, locale) : '—'}</dd>
          </div>
          <div>
            <dt>{t('guests')}</dt>
            <dd>
              {t('adultsCount', { adults: stay.guest })}
              {children > 0 && `, ${t('childrenCount', { children })}`}
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
          {t(open ? 'close' : 'changeDates')}
        </button>
      </div>
      <div id={formId} hidden={!open}>
        {open && (
          <ChangeStayForm
            stay={stay}
            words={words}
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
