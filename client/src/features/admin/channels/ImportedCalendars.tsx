import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Panel } from '../../../components/admin/AdminPage';
import { type Column, DataTable } from '../../../components/admin/DataTable';
import { LoadState } from '../../../components/admin/LoadState';
import { type Loadable, loadState } from '../../../components/admin/load-state';
import { Notice } from '../../../components/admin/Notice';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import {
  type ChannelFeedFieldsFragment,
  ChannelFeedsDocument,
  RemoveChannelFeedDocument,
  SyncChannelFeedDocument,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { OTA_CHANNEL_LABELS } from '../../../lib/labels';
import { formatHotelDateTime, recorderName, roomLabel } from '../lib/display';
import { AddCalendarForm } from './AddCalendarForm';
import { timeAgo } from './channel-words';
import type { RoomChoice } from './use-channel-data';

type Feed = ChannelFeedFieldsFragment;
type Outcome = { tone: 'success' | 'danger'; text: string };

const FAILED = 'Something went wrong. Please try again.';
const feedName = (feed: Feed) => `${roomLabel(feed.roomName)}’s ${OTA_CHANNEL_LABELS[feed.channel]} calendar`;

function LastSync({ feed }: { feed: Feed }) {
  if (feed.lastError) {
    return (
      <span className="channel-feed__error">
        {feed.lastError}
        {feed.failingSince && <> (failing since {formatHotelDateTime(feed.failingSince)})</>}
      </span>
    );
  }
  if (!feed.lastSuccessAt) return <>Not synced yet</>;
  return <time dateTime={feed.lastSuccessAt}>synced {timeAgo(feed.lastSuccessAt)}</time>;
}

/** What the last sync did, in figures. */
function SyncFigures({ feed }: { feed: Feed }) {
  return (
    <>
      {feed.eventsSeen} {feed.eventsSeen === 1 ? 'event' : 'events'}: added {feed.added}, changed {feed.changed}, released{' '}
      {feed.released},{' '}
      <span className={feed.conflicts > 0 ? 'channel-feed__conflicts' : undefined}>conflicts {feed.conflicts}</span>
    </>
  );
}

function useFeedActions(setOutcome: (outcome: Outcome) => void) {
  // A sync or a removal may open or close conflicts: the inbox is read again.
  const [sync, syncing] = useMutation(SyncChannelFeedDocument, { refetchQueries: ['ChannelConflicts'] });
  const [remove, removing] = useMutation(RemoveChannelFeedDocument, {
    refetchQueries: ['ChannelFeeds', 'ChannelConflicts'],
    awaitRefetchQueries: true,
  });
  const syncNow = async (feed: Feed) => {
    try {
      const { data } = await sync({ variables: { id: feed.id } });
      const error = data?.syncChannelFeed.errors[0];
      const synced = data?.syncChannelFeed.feed;
      if (error || !synced) setOutcome({ tone: 'danger', text: error?.message ?? FAILED });
      else if (synced.lastError) setOutcome({ tone: 'danger', text: `${feedName(feed)} did not sync: ${synced.lastError}` });
      else setOutcome({ tone: 'success', text: `${feedName(feed)} synced.` });
    } catch (error) {
      setOutcome({ tone: 'danger', text: problemText(error, { refused: FAILED, failed: FAILED }) });
    }
  };
  const removeFeed = async (feed: Feed) => {
    try {
      const { data } = await remove({ variables: { id: feed.id } });
      const error = data?.removeChannelFeed.errors[0];
      setOutcome(
        error || !data?.removeChannelFeed.deleted
          ? { tone: 'danger', text: error?.message ?? FAILED }
          : { tone: 'success', text: `Stopped importing ${feedName(feed)}.` },
      );
    } catch (error) {
      setOutcome({ tone: 'danger', text: problemText(error, { refused: FAILED, failed: FAILED }) });
    }
  };
  return { syncNow, removeFeed, syncing: syncing.loading, removing: removing.loading };
}

/**
 * The OTAs' calendars the hotel imports, one per room and channel, each with what its last sync
 * did; "Sync now", "Remove" (its stays give their nights back) and the form that adds one.
 */
export function ImportedCalendars({ rooms }: { rooms: Loadable<RoomChoice[]> }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const [removing, setRemoving] = useState<Feed>();
  const [syncingId, setSyncingId] = useState<string>();
  const actions = useFeedActions(setOutcome);
  const state = loadState(useQuery(ChannelFeedsDocument, { fetchPolicy: 'cache-and-network' }));
  const feeds = state.status === 'ready' ? { status: 'ready' as const, data: state.data.channelFeeds } : state;

  const columns: Column<Feed>[] = [
    { header: 'Room', rowHeader: true, nowrap: true, cell: (feed) => roomLabel(feed.roomName) },
    {
      header: 'Channel',
      cell: (feed) => (
        <>
          {OTA_CHANNEL_LABELS[feed.channel]}
          <span className="channel-feed__added">
            Added {formatHotelDateTime(feed.addedAt)} by {recorderName(feed.addedBy)}
          </span>
        </>
      ),
    },
    { header: 'Last sync', cell: (feed) => <LastSync feed={feed} /> },
    { header: 'What it did', cell: (feed) => <SyncFigures feed={feed} /> },
    { header: 'Live stays', numeric: true, cell: (feed) => feed.liveStays },
    {
      header: 'Actions',
      label: false,
      cell: (feed) => (
        <div className="channel-feed__actions">
          <Button
            variant="secondary"
            className="btn--small"
            aria-busy={syncingId === feed.id}
            disabled={actions.syncing}
            onClick={() => {
              setOutcome(undefined);
              setSyncingId(feed.id);
              void actions.syncNow(feed).finally(() => setSyncingId(undefined));
            }}
          >
            {syncingId === feed.id ? 'Syncing…' : 'Sync now'}
            <span className="visually-hidden">{` for ${feedName(feed)}`}</span>
          </Button>
          <Button
            variant="ghost"
            className="btn--small"
            onClick={() => {
              setOutcome(undefined);
              setRemoving(feed);
            }}
          >
            Remove<span className="visually-hidden">{` ${feedName(feed)}`}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Panel title="Imported calendars" className="channel-feeds">
      <p className="admin-muted">
        Each channel’s calendar of a room is read every few minutes: a stay sold there closes the room’s nights here.
      </p>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <LoadState
        state={feeds}
        loading="Loading the calendars…"
        failure="Failed to load the calendars"
        isEmpty={(data) => data.length === 0}
        empty="No calendar is imported yet."
      >
        {(data) => (
          <DataTable label="Calendars imported, with their last sync" columns={columns} rows={data} rowKey={(feed) => feed.id} />
        )}
      </LoadState>
      <AddCalendarForm rooms={rooms} onAdded={(text) => setOutcome({ tone: 'success', text })} />
      {removing && (
        <ConfirmDialog
          title="Stop importing this calendar?"
          confirmLabel="Stop importing"
          busy={actions.removing}
          busyLabel="Removing…"
          danger
          onConfirm={() => void actions.removeFeed(removing).finally(() => setRemoving(undefined))}
          onCancel={() => setRemoving(undefined)}
        >
          <p>{feedName(removing)}.</p>
          <p>Its stays give their nights back.</p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}
