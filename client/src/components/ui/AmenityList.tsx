import { useId, useState } from 'react';
import { useMessages } from '../../i18n';
import './amenity-list.css';

/** Spec section 2: guest cards show at most three amenities and a '+N more' badge. */
export const AMENITY_LIMIT = 3;

/**
 * A room's amenities as chips: the first three, and a '+N more' badge that is a button showing the
 * rest in place (and "Show fewer" to fold them again), for touch, mouse and keyboard alike.
 */
export function AmenityList({ amenities, limit = AMENITY_LIMIT }: { amenities: readonly string[]; limit?: number }) {
  const { t } = useMessages('common');
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (amenities.length === 0) return null;
  const more = Math.max(0, amenities.length - limit);
  const shown = open ? amenities : amenities.slice(0, limit);
  return (
    <ul id={listId} className="amenity-list" aria-label={t('amenities')}>
      {shown.map((amenity, index) => (
        <li key={`${index}-${amenity}`} className="amenity">
          {amenity}
        </li>
      ))}
      {more > 0 && (
        <li className="amenity-list__toggle">
          <button
            type="button"
            className="amenity amenity--more"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('showFewer') : t('moreAmenities', { count: more })}
            <span className="visually-hidden">{t('amenitiesHidden')}</span>
          </button>
        </li>
      )}
    </ul>
  );
}
