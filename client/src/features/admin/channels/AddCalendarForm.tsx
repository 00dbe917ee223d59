import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Loadable } from '../../../components/admin/load-state';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { AddChannelFeedDocument, type OtaChannel } from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { labelledOptions, OTA_CHANNEL_LABELS } from '../../../lib/labels';
import { roomLabel } from '../lib/display';
import { WHERE_TO_FIND_THE_ADDRESS } from './channel-words';
import type { RoomChoice } from './use-channel-data';

const FAILED = 'Something went wrong. Please try again.';
const FIELDS = ['roomId', 'channel', 'url'] as const;
type Values = { roomId: string; channel: OtaChannel | ''; url: string };
const EMPTY: Values = { roomId: '', channel: '', url: '' };
const isField = (field: string | null | undefined): field is (typeof FIELDS)[number] => FIELDS.some((name) => name === field);

/**
 * "Add a calendar": a room, its channel and the calendar's address from the channel's extranet.
 * The server checks them all (and reads the calendar at once); its messages show under their fields.
 */
export function AddCalendarForm({ rooms, onAdded }: { rooms: Loadable<RoomChoice[]>; onAdded(message: string): void }) {
  const [add] = useMutation(AddChannelFeedDocument, {
    refetchQueries: ['ChannelFeeds', 'ChannelConflicts'],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string>();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: EMPTY });

  const submit = handleSubmit(async ({ roomId, channel, url }) => {
    setFailure(undefined);
    try {
      const { data } = await add({
        variables: { input: { roomId: roomId || null, channel: channel || null, url: url.trim() || null } },
      });
      const answer = data?.addChannelFeed;
      const fieldErrors = answer?.errors.filter((error) => isField(error.field)) ?? [];
      fieldErrors.forEach((error, index) =>
        setError(error.field as (typeof FIELDS)[number], { message: error.message }, { shouldFocus: index === 0 }),
      );
      const other = answer?.errors.find((error) => !isField(error.field));
      if (other || (!answer?.feed && fieldErrors.length === 0)) setFailure(other?.message ?? FAILED);
      if (!answer?.feed) return;
      const feed = answer.feed;
      reset(EMPTY);
      const name = `${roomLabel(feed.roomName)}’s ${OTA_CHANNEL_LABELS[feed.channel]} calendar`;
      onAdded(
        feed.lastError
          ? `Added ${name}, but it did not sync: ${feed.lastError}`
          : feed.conflicts > 0
            ? `Added ${name}. ${feed.conflicts} of its stays found their nights taken: see Conflicts.`
            : `Added ${name}, and synced it.`,
      );
    } catch (error) {
      setFailure(problemText(error, { refused: FAILED, failed: FAILED }));
    }
  });

  return (
    <form className="channel-add" noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h3 id={titleId} className="channel-add__title">
        Add a calendar
      </h3>
      <p className="channel-add__help">{WHERE_TO_FIND_THE_ADDRESS}</p>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <div className="channel-add__fields">
        <Field label="Room" error={errors.roomId?.message}>
          {(field) => (
            <select {...field} {...register('roomId')}>
              <option value="">{rooms.status === 'loading' ? 'Loading the rooms…' : 'Choose a room'}</option>
              {rooms.status === 'ready' &&
                rooms.data.map((room) => (
                  <option key={room.id} value={room.id}>
                    {room.label}
                  </option>
                ))}
            </select>
          )}
        </Field>
        <Field label="Channel" error={errors.channel?.message}>
          {(field) => (
            <select {...field} {...register('channel')}>
              <option value="">Choose a channel</option>
              {labelledOptions(OTA_CHANNEL_LABELS).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Calendar address (iCal)" error={errors.url?.message}>
          {(field) => (
            <input {...field} type="url" inputMode="url" placeholder="https://…" autoComplete="off" {...register('url')} />
          )}
        </Field>
      </div>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Adding…' : 'Add'}
      </Button>
    </form>
  );
}
