import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { Notice } from '../../../components/admin/Notice';
import { OccupancyBadge, RoomStatusBadge } from '../../../components/admin/RoomStatusBadge';
import { Button } from '../../../components/ui/Button';
import { RoomStatus } from '../../../graphql/generated';
import { formatDate } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import { useRoomStatuses, useSetRoomStatus, type RoomStatusEntry } from '../../../lib/use-room-statuses';
import { OutOfOrderForm } from './OutOfOrderForm';
import { roomsToDo } from './rooms-to-do';
import './housekeeping.css';

type Outcome = { tone: 'success' | 'danger'; message: string };
type Act = (entry: RoomStatusEntry, status: RoomStatus) => Promise<void>;

/** "Room 101" for a numbered room, the name itself otherwise. */
const roomWords = (name: string) => (/^\d/.test(name) ? `Room ${name}` : name);

function Flags({ entry }: { entry: RoomStatusEntry }) {
  const flags = [entry.arrivingToday && 'Guest arriving today', entry.departingToday && 'Guest leaving today'].filter(Boolean);
  return flags.length ? <p className="hk-room__flags">{flags.join(' · ')}</p> : null;
}

function RoomCard({ entry, busy, onAct }: { entry: RoomStatusEntry; busy: boolean; onAct: Act }) {
  const [reporting, setReporting] = useState(false);
  const name = roomWords(entry.roomName);
  const closed = entry.closedTonight;
  return (
    <li className="hk-room">
      <div className="hk-room__head">
        <h3 className="hk-room__name">{name}</h3>
        <span className="hk-room__type">{ROOM_TYPE_LABELS[entry.roomType]}</span>
      </div>
      <div className="hk-room__badges">
        <RoomStatusBadge status={entry.status} />
        <OccupancyBadge occupied={entry.occupied} />
      </div>
      <Flags entry={entry} />
      {closed && (
        <p className="hk-room__closed">
          {closed.reason}, until {formatDate(closed.to)}
        </p>
      )}
      <div className="hk-room__actions">
        {(entry.status === RoomStatus.Dirty || entry.status === RoomStatus.OutOfOrder) && (
          <Button disabled={busy} onClick={() => void onAct(entry, RoomStatus.Clean)} aria-label={`Mark ${name} clean`}>
            Mark clean
          </Button>
        )}
        {entry.status === RoomStatus.Clean && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void onAct(entry, RoomStatus.Inspected)}
            aria-label={`Mark ${name} inspected`}
          >
            Mark inspected
          </Button>
        )}
        {(entry.status === RoomStatus.Clean || entry.status === RoomStatus.Inspected) && (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => void onAct(entry, RoomStatus.Dirty)}
            aria-label={`Mark ${name} dirty`}
          >
            Mark dirty
          </Button>
        )}
        {entry.status !== RoomStatus.OutOfOrder && !reporting && (
          <Button variant="ghost" disabled={busy} onClick={() => setReporting(true)} aria-label={`Report ${name} out of order`}>
            Out of order…
          </Button>
        )}
      </div>
      {reporting && <OutOfOrderForm roomId={entry.roomId} roomName={name} onDone={() => setReporting(false)} />}
    </li>
  );
}

function Group({
  title,
  entries,
  empty,
  ...card
}: {
  title: string;
  entries: RoomStatusEntry[];
  empty: string;
  busy: boolean;
  onAct: Act;
}) {
  return (
    <section className="hk-group" aria-label={title}>
      <h2 className="hk-group__title">
        {title} <span className="hk-group__count">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="hk-group__empty">{empty}</p>
      ) : (
        <ul className="hk-rooms">
          {entries.map((entry) => (
            <RoomCard key={entry.roomId} entry={entry} {...card} />
          ))}
        </ul>
      )}
    </section>
  );
}

const DONE_WORDS: Partial<Record<RoomStatus, string>> = {
  [RoomStatus.Clean]: 'is clean',
  [RoomStatus.Inspected]: 'is inspected',
  [RoomStatus.Dirty]: 'is marked dirty',
};

/** /admin/housekeeping: the housekeeper's phone screen — rooms to do, each marked clean with one tap. */
export default function HousekeepingPage() {
  const statuses = useRoomStatuses();
  const setStatus = useSetRoomStatus(['FrontDesk']);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const act: Act = async (entry, status) => {
    setBusy(true);
    setOutcome(undefined);
    const result = await setStatus(entry.roomId, status);
    setBusy(false);
    setOutcome(
      result.ok
        ? { tone: 'success', message: `${roomWords(entry.roomName)} ${DONE_WORDS[status] ?? 'is updated'}.` }
        : { tone: 'danger', message: result.message },
    );
  };

  return (
    <AdminPage title="Housekeeping" lead="Rooms to do today: dirty rooms first, then today’s departures.">
      {outcome && (
        <Notice key={outcome.message} tone={outcome.tone}>
          {outcome.message}
        </Notice>
      )}
      <LoadState state={statuses} loading="Loading rooms…" failure="Failed to load rooms">
        {(entries) => {
          const { dirty, departures, others } = roomsToDo(entries);
          return (
            <>
              <Group title="To clean" entries={dirty} empty="No dirty rooms. Well done!" busy={busy} onAct={act} />
              <Group title="Departures today" entries={departures} empty="No more departures today." busy={busy} onAct={act} />
              <Group title="Other rooms" entries={others} empty="No other rooms." busy={busy} onAct={act} />
            </>
          );
        }}
      </LoadState>
    </AdminPage>
  );
}
