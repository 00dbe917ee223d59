import { ResponsivePhoto } from '../../../components/ui/ResponsivePhoto';
import { formatRupees, formatTimeOfDay } from '../../../lib/format';
import type { BanquetHallsQuery } from '../../../graphql/generated';

export type HallView = BanquetHallsQuery['halls'][number];

/** The hall: what it is, how many it holds, its photos and its sessions with their rent. */
export function HallDetails({ hall }: { hall: HallView }) {
  return (
    <section className="banquet-section banquet-hall" aria-labelledby="banquet-hall-title">
      <h2 id="banquet-hall-title">{hall.name}</h2>
      {hall.description && <p className="banquet-hall__description">{hall.description}</p>}
      {hall.photos.length > 0 && (
        <ul className="banquet-photos" aria-label="Photos of the hall">
          {hall.photos.map((photo, index) => (
            <li key={photo.url}>
              <ResponsivePhoto
                photo={photo}
                alt={`${hall.name}, photo ${index + 1}`}
                sizes="(min-width: 600px) 360px, calc(100vw - 2rem)"
                fallbackSize={{ width: 480, height: 320 }}
              />
            </li>
          ))}
        </ul>
      )}
      <dl className="banquet-capacity">
        <div>
          <dt>Seated</dt>
          <dd>{hall.seatedCapacity} guests</dd>
        </div>
        <div>
          <dt>Standing or buffet</dt>
          <dd>{hall.floatingCapacity} guests</dd>
        </div>
      </dl>
      <h3>Sessions</h3>
      <ul className="banquet-sessions">
        {hall.sessions.map((session) => (
          <li key={session.id} className="banquet-session">
            <span className="banquet-session__name">{session.name}</span>
            <span>
              {formatTimeOfDay(session.startsAt)} to {formatTimeOfDay(session.endsAt)}
            </span>
            <span className="banquet-session__rent">
              Hall rent {formatRupees(session.rent)} <small>+ GST</small>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
