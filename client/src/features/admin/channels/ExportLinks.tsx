import { useMutation, useQuery } from '@apollo/client/react';
import { Fragment, useState } from 'react';
import { Panel } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { loadState } from '../../../components/admin/load-state';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { type IcalExportFieldsFragment, IcalExportsDocument, RegenerateIcalTokenDocument } from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { OTA_CHANNEL_LABELS } from '../../../lib/labels';
import { formatHotelDateTime } from '../lib/display';
import { CopyRow } from './CopyRow';

type Export = IcalExportFieldsFragment;
type Outcome = { tone: 'success' | 'danger'; text: string };

const FAILED = 'Something went wrong. Please try again.';

function useMakeLink(item: Export) {
  const [regenerate, { loading }] = useMutation(RegenerateIcalTokenDocument, {
    update(cache, { data }) {
      const made = data?.regenerateIcalToken.export;
      if (!made) return;
      cache.updateQuery({ query: IcalExportsDocument }, (list) =>
        list
          ? {
              icalExports: list.icalExports.map((row) =>
                row.target === made.target && row.channel === made.channel ? made : row,
              ),
            }
          : list,
      );
    },
  });
  const make = async (): Promise<Outcome> => {
    try {
      const { data } = await regenerate({
        variables: { channel: item.channel, roomId: item.roomId, roomType: item.roomType },
      });
      const error = data?.regenerateIcalToken.errors[0];
      if (error || !data?.regenerateIcalToken.export) return { tone: 'danger', text: error?.message ?? FAILED };
      return { tone: 'success', text: `Link made. Paste it in ${OTA_CHANNEL_LABELS[item.channel]}.` };
    } catch (error) {
      return { tone: 'danger', text: problemText(error, { refused: FAILED, failed: FAILED }) };
    }
  };
  return { make, busy: loading };
}

/** One channel's calendar of a room or a room type: its link to copy, or the button that makes it. */
function ExportRow({ item, mayMake }: { item: Export; mayMake: boolean }) {
  const { make, busy } = useMakeLink(item);
  const [outcome, setOutcome] = useState<Outcome>();
  const [asking, setAsking] = useState(false);
  const channel = OTA_CHANNEL_LABELS[item.channel];
  const run = async () => {
    setOutcome(await make());
    setAsking(false);
  };
  const button =
    mayMake &&
    (item.url ? (
      <Button variant="ghost" className="btn--small" onClick={() => setAsking(true)}>
        Make a new link
        <span className="visually-hidden">{` for ${channel}, ${item.name}`}</span>
      </Button>
    ) : (
      <Button variant="secondary" className="btn--small" disabled={busy} onClick={() => void run()}>
        {busy ? 'Making…' : 'Make link'}
        <span className="visually-hidden">{` for ${channel}, ${item.name}`}</span>
      </Button>
    ));
  return (
    <li className="channel-export">
      <div className="channel-export__head">
        <span className="channel-export__channel">
          {/* "MakeMyTrip/Goibibo" may break after its slash on a phone, beside its button. */}
          {channel.split('/').map((part, index) => (
            <Fragment key={part}>
              {index > 0 && (
                <>
                  /<wbr />
                </>
              )}
              {part}
            </Fragment>
          ))}
        </span>
        {button}
      </div>
      {item.url && (
        <CopyRow label={`${channel} link`} hideLabel value={item.url} copyLabel={`Copy the ${channel} link of ${item.name}`} />
      )}
      <p className="channel-export__meta">
        {item.madeAt
          ? `Made ${formatHotelDateTime(item.madeAt)}. ${
              item.lastFetchedAt
                ? `${channel} last read it ${formatHotelDateTime(item.lastFetchedAt)}.`
                : `${channel} has not read it yet.`
            }`
          : mayMake
            ? 'No link yet.'
            : 'No link yet: the owner makes the links.'}
      </p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {asking && (
        <ConfirmDialog
          title={`Make a new ${channel} link for ${item.name}?`}
          confirmLabel="Make a new link"
          busy={busy}
          busyLabel="Making…"
          danger
          onConfirm={() => void run()}
          onCancel={() => setAsking(false)}
        >
          <p>The old link stops working. Paste the new one in the channel.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** A room's or a room type's calendars, one per channel, folded on a phone. */
function ExportTarget({ name, items, mayMake }: { name: string; items: Export[]; mayMake: boolean }) {
  const made = items.filter((item) => item.url).length;
  return (
    <details className="channel-target">
      <summary>
        <span className="channel-target__name">{name}</span>{' '}
        <span className="channel-target__count">
          {made} of {items.length} links made
        </span>
      </summary>
      <ul className="channel-target__list">
        {items.map((item) => (
          <ExportRow key={item.channel} item={item} mayMake={mayMake} />
        ))}
      </ul>
    </details>
  );
}

/** The exports grouped by what they show, in the server's order (rooms by number, then types). */
function byTarget(exports: Export[]): { target: string; name: string; isType: boolean; items: Export[] }[] {
  const groups = new Map<string, { target: string; name: string; isType: boolean; items: Export[] }>();
  for (const item of exports) {
    const group = groups.get(item.target) ?? { target: item.target, name: item.name, isType: item.roomType !== null, items: [] };
    group.items.push(item);
    groups.set(item.target, group);
  }
  return [...groups.values()];
}

/**
 * "Your calendars for the channels": the hotel's own calendar of each room and room type, one
 * secret link per channel, to paste in the channel's extranet so it closes the nights taken here.
 * Only the owner makes links (a new one stops the old); the manager reads and copies them.
 */
export function ExportLinks({ mayMake }: { mayMake: boolean }) {
  const state = loadState(useQuery(IcalExportsDocument, { fetchPolicy: 'cache-and-network' }));
  const groups = state.status === 'ready' ? { status: 'ready' as const, data: byTarget(state.data.icalExports) } : state;
  return (
    <Panel title="Your calendars for the channels" className="channel-exports">
      <p className="admin-muted">
        Paste a link where the channel’s extranet imports calendars: the nights taken here close there. Give a channel a room’s
        link when it sells that room, or a room type’s when it sells the type (a night closes when every room of the type is
        taken).
      </p>
      <LoadState
        state={groups}
        loading="Loading your calendars…"
        failure="Failed to load your calendars"
        isEmpty={(data) => data.length === 0}
        empty="Add a room first."
      >
        {(data) => (
          <>
            {[false, true].map((isType) => {
              const targets = data.filter((group) => group.isType === isType);
              return (
                targets.length > 0 && (
                  <div key={String(isType)} className="channel-exports__group">
                    <h3 className="channel-exports__heading">{isType ? 'Room types' : 'Rooms'}</h3>
                    {targets.map((group) => (
                      <ExportTarget key={group.target} name={group.name} items={group.items} mayMake={mayMake} />
                    ))}
                  </div>
                )
              );
            })}
          </>
        )}
      </LoadState>
    </Panel>
  );
}
