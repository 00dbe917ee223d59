import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { type Loadable, loadState } from '../../../components/admin/load-state';
import { Notice } from '../../../components/admin/Notice';
import { Button } from '../../../components/ui/Button';
import { type ChannelConflictFieldsFragment, ChannelConflictsDocument } from '../../../graphql/generated';
import { OTA_CHANNEL_LABELS } from '../../../lib/labels';
import { formatHotelDateTime, formatStay, recorderName, roomLabel } from '../lib/display';
import { nightsBetween, resolutionText } from './channel-words';
import { ConflictActions } from './ConflictActions';
import type { RoomChoice } from './use-channel-data';

type Conflict = ChannelConflictFieldsFragment;

const nights = (checkIn: string, checkOut: string) => {
  const count = nightsBetween(checkIn, checkOut);
  return `${count} ${count === 1 ? 'night' : 'nights'}`;
};

/** One thing in the way of the OTA stay: a booking (a link to it), a closure or another OTA's stay. */
function InTheWayItem({ item }: { item: Conflict['inTheWay'][number] }) {
  return <li>{item.kind === 'booking' ? <Link to={`/admin/booking/${item.id}`}>{item.label}</Link> : item.label}</li>;
}

/** An OTA stay that could not take its nights, side by side with what is in the way. */
function ConflictCard({
  conflict,
  rooms,
  onSettled,
}: {
  conflict: Conflict;
  /** The rooms to move the stay to; absent when the person may only read the inbox. */
  rooms?: Loadable<RoomChoice[]>;
  onSettled(message: string): void;
}) {
  const headingId = useId();
  const channel = OTA_CHANNEL_LABELS[conflict.channel];
  return (
    <article className="channel-conflict" aria-labelledby={headingId}>
      <h3 id={headingId} className="channel-conflict__title">
        {channel} stay in {roomLabel(conflict.roomName)}, {formatStay(conflict.checkIn, conflict.checkOut)}
      </h3>
      <div className="channel-conflict__sides">
        <div className="channel-conflict__side">
          <h4>From {channel}</h4>
          <p>
            {formatStay(conflict.checkIn, conflict.checkOut)} ({nights(conflict.checkIn, conflict.checkOut)})
          </p>
          {conflict.summary && <p className="channel-conflict__summary">“{conflict.summary}”</p>}
          <p className="channel-conflict__when">Came {formatHotelDateTime(conflict.openedAt)}</p>
        </div>
        <div className="channel-conflict__side channel-conflict__side--here">
          <h4>In the way here</h4>
          <ul>
            {conflict.inTheWay.map((item) => (
              <InTheWayItem key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        </div>
      </div>
      {conflict.resolvedAt ? (
        <p className="channel-conflict__settled">
          {resolutionText(conflict.resolution)}, {formatHotelDateTime(conflict.resolvedAt)}
          {conflict.resolvedBy && ` by ${recorderName(conflict.resolvedBy)}`}.{conflict.note && ` Note: ${conflict.note}`}
        </p>
      ) : rooms ? (
        <ConflictActions conflict={conflict} rooms={rooms} onSettled={onSettled} />
      ) : (
        <p className="channel-conflict__when">The owner or the manager settles it.</p>
      )}
    </article>
  );
}

/**
 * The conflict inbox: OTA stays whose nights are taken here (a double booking in the making),
 * oldest first, each with its ways out for whoever may settle it (`rooms` given); or the last
 * settled ones.
 */
export function ConflictInbox({ rooms }: { rooms?: Loadable<RoomChoice[]> }) {
  const [showSettled, setShowSettled] = useState(false);
  const [notice, setNotice] = useState<string>();
  const result = useQuery(ChannelConflictsDocument, { variables: { open: !showSettled }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  const conflicts = state.status === 'ready' ? { status: 'ready' as const, data: state.data.channelConflicts } : state;
  return (
    <Panel
      title={showSettled ? 'Conflicts settled lately' : 'Conflicts'}
      className="channel-conflicts"
      actions={
        <Button
          variant="ghost"
          className="btn--small"
          onClick={() => {
            setNotice(undefined);
            setShowSettled((settled) => !settled);
          }}
        >
          {showSettled ? 'Show open conflicts' : 'Show the last settled'}
        </Button>
      }
    >
      {notice && <Notice tone="success">{notice}</Notice>}
      <LoadState
        state={conflicts}
        loading="Loading the conflicts…"
        failure="Failed to load the conflicts"
        isEmpty={(data) => data.length === 0}
        empty={showSettled ? 'None settled yet.' : 'No conflicts. Every imported stay has its nights.'}
      >
        {(data) => (
          <div className="channel-conflicts__list">
            {!showSettled && (
              <p className="admin-muted">An OTA sold nights that are taken here. Settle each one before the guest arrives.</p>
            )}
            {data.map((conflict) => (
              <ConflictCard key={conflict.id} conflict={conflict} rooms={rooms} onSettled={setNotice} />
            ))}
          </div>
        )}
      </LoadState>
    </Panel>
  );
}
