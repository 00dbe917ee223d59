import { useMutation } from '@apollo/client/react';
import { CONFLICT_NOTE_MAX_LENGTH, CONFLICT_NOTE_TOO_LONG } from '@server-pure/channel-conflicts';
import { useState } from 'react';
import type { Loadable } from '../../../components/admin/load-state';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field } from '../../../components/ui/Field';
import {
  ChannelConflictAction,
  type ChannelConflictFieldsFragment,
  ResolveChannelConflictDocument,
  type ResolveChannelConflictInput,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { otaStayName } from './channel-words';
import type { RoomChoice } from './use-channel-data';

const FAILED = 'Something went wrong. Please try again.';

type Conflict = ChannelConflictFieldsFragment;
type InTheWay = Conflict['inTheWay'][number];

/** "Cancel booking HB7K2M9Q with the policy". */
const cancelWords = (booking: InTheWay) => {
  const code = booking.code;
  return code ? `Cancel booking ${code} with the policy` : 'Cancel this booking with the policy';
};

/** Sends one way out of a conflict; answers the server's refusal, or nothing when it is settled. */
function useResolve(conflict: Conflict) {
  const [resolve, { loading }] = useMutation(ResolveChannelConflictDocument, {
    // The stay's nights moved: the inbox, and the feeds' live stays and conflicts, are read again.
    refetchQueries: ['ChannelConflicts', 'ChannelFeeds'],
    awaitRefetchQueries: true,
  });
  const run = async (input: Omit<ResolveChannelConflictInput, 'id'>): Promise<string | undefined> => {
    try {
      const { data } = await resolve({ variables: { input: { id: conflict.id, ...input } } });
      return data?.resolveChannelConflict.errors[0]?.message;
    } catch (error) {
      return problemText(error, { refused: FAILED, failed: FAILED });
    }
  };
  return { run, busy: loading };
}

/**
 * The owner's (or the manager's) ways out of a conflict: move the OTA stay to another room,
 * cancel a booking in the way with the cancellation policy, try again once the way is clear, or
 * mark it resolved with a note. A refusal shows here, in the server's words.
 */
export function ConflictActions({
  conflict,
  rooms,
  onSettled,
}: {
  conflict: Conflict;
  rooms: Loadable<RoomChoice[]>;
  onSettled(message: string): void;
}) {
  const { run, busy } = useResolve(conflict);
  const [refusal, setRefusal] = useState<string>();
  const [moveTo, setMoveTo] = useState('');
  const [moveError, setMoveError] = useState<string>();
  const [cancelling, setCancelling] = useState<InTheWay>();
  const [marking, setMarking] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const stay = otaStayName(conflict.channel, conflict.roomName);
  const otherRooms = rooms.status === 'ready' ? rooms.data.filter((room) => room.id !== conflict.roomId) : [];

  const act = async (input: Omit<ResolveChannelConflictInput, 'id'>, done: string) => {
    setRefusal(undefined);
    const problem = await run(input);
    if (problem) setRefusal(problem);
    else onSettled(done);
  };

  const move = async () => {
    const room = otherRooms.find((choice) => choice.id === moveTo);
    setMoveError(room ? undefined : 'Choose the room to move the stay to');
    if (room)
      await act({ action: ChannelConflictAction.MoveChannelStay, roomId: room.id }, `Moved: ${stay} is now in ${room.label}.`);
  };

  const cancelBooking = async (booking: InTheWay) => {
    const code = booking.code;
    await act(
      { action: ChannelConflictAction.CancelBooking, bookingId: booking.id },
      `${code ? `Booking ${code}` : 'The booking'} was cancelled with the policy; ${stay} has its nights.`,
    );
    setCancelling(undefined);
  };

  const markResolved = async () => {
    const text = note.trim();
    if (text.length > CONFLICT_NOTE_MAX_LENGTH) {
      setNoteError(CONFLICT_NOTE_TOO_LONG);
      return;
    }
    setNoteError(undefined);
    await act({ action: ChannelConflictAction.MarkResolved, note: text || null }, 'Marked resolved.');
  };

  return (
    <div className="channel-conflict__actions">
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <div className="channel-conflict__move">
        <Field label="Move the OTA stay to…" error={moveError}>
          {(field) => (
            <select {...field} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
              <option value="">{rooms.status === 'loading' ? 'Loading the rooms…' : 'Choose a room'}</option>
              {otherRooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button onClick={() => void move()} disabled={busy}>
          Move
        </Button>
      </div>
      <div className="channel-conflict__buttons">
        {conflict.inTheWay
          .filter((item) => item.kind === 'booking')
          .map((booking) => (
            <Button key={booking.id} variant="secondary" onClick={() => setCancelling(booking)} disabled={busy}>
              {cancelWords(booking)}
            </Button>
          ))}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void act({ action: ChannelConflictAction.Retry }, `Done: ${stay} has its nights now.`)}
        >
          Try again
        </Button>
        <Button variant="secondary" aria-expanded={marking} onClick={() => setMarking((open) => !open)}>
          Mark resolved…
        </Button>
      </div>
      {marking && (
        <form
          className="channel-conflict__note"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void markResolved();
          }}
        >
          <Field
            label="What was done (optional)"
            hint={`E.g. “The OTA moved the guest”. Up to ${CONFLICT_NOTE_MAX_LENGTH} characters.`}
            error={noteError}
          >
            {(field) => (
              <textarea
                {...field}
                rows={2}
                maxLength={CONFLICT_NOTE_MAX_LENGTH}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={busy}>
            Mark resolved
          </Button>
        </form>
      )}
      {cancelling && (
        <ConfirmDialog
          title="Cancel this booking with the cancellation policy?"
          confirmLabel="Cancel the booking"
          cancelLabel="Keep it"
          busy={busy}
          busyLabel="Cancelling…"
          danger
          onConfirm={() => void cancelBooking(cancelling)}
          onCancel={() => setCancelling(undefined)}
        >
          <p>{cancelling.label}</p>
          <p>The guest is told and refunded as the policy says.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
