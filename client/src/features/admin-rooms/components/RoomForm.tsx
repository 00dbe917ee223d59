import { ReactNode, useState } from 'react';
import { Controller, FieldErrors, Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Field } from '../../../components/ui/Field';
import { labelledOptions, ROOM_TYPE_LABELS } from '../../../lib/labels';
import { validateRoomForm, type RoomFormMode } from '../room-form-rules';
import { EMPTY_ROOM_FORM, toSubmission, type FieldProblem, type RoomFormValues, type RoomSubmission } from '../room-form-values';
import { PhotoPicker } from './PhotoPicker';
import { UploadProgress } from './UploadProgress';

interface RoomFormProps {
  mode: RoomFormMode;
  initialValues?: RoomFormValues;
  /** Saves a valid form; answers the problems to show next to fields (e.g. the server's). */
  onSubmit(submission: RoomSubmission): Promise<FieldProblem[] | void>;
  /** Percentage of the photo upload, or null when nothing is being uploaded. */
  uploadProgress?: number | null;
  /** The outcome to show next to the buttons (success or failure). */
  status?: ReactNode;
  /** Saved and about to leave: nothing can be changed any more. */
  locked?: boolean;
}

const ROOM_TYPE_OPTIONS = labelledOptions(ROOM_TYPE_LABELS);

function roomFormResolver(mode: RoomFormMode): Resolver<RoomFormValues> {
  return (values) => {
    const problems = Object.entries(validateRoomForm({ ...values, imageCount: values.images.length }, mode));
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(problems.map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<RoomFormValues> };
  };
}

/**
 * The room form of both admin screens (create, edit). Presentational: it checks the fields with
 * the spec's rules on submit, clears a field's error as soon as that field is edited, and hands a
 * valid room to `onSubmit`.
 */
export function RoomForm({
  mode,
  initialValues = EMPTY_ROOM_FORM,
  onSubmit,
  uploadProgress = null,
  status,
  locked = false,
}: RoomFormProps) {
  const [resolver] = useState(() => roomFormResolver(mode));
  const { register, control, handleSubmit, clearErrors, setError, watch, formState } = useForm<RoomFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    // Errors stay until the field is edited (then they clear) or the form is sent again.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;
  const busy = isSubmitting || locked;
  const descriptionLength = watch('description').trim().length;

  const field = (name: Exclude<keyof RoomFormValues, 'images'>) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    const fieldProblems = ((await onSubmit(toSubmission(values))) ?? []).filter((problem) => problem.field);
    fieldProblems.forEach((problem, index) =>
      setError(problem.field!, { type: 'server', message: problem.message }, { shouldFocus: index === 0 }),
    );
  });

  return (
    <form
      className="room-form"
      // Busy: ignored rather than disabled, so focus stays where it was while the room saves.
      onSubmit={(event) => (busy ? event.preventDefault() : submit(event))}
      noValidate
      aria-busy={isSubmitting}
    >
      <fieldset className="room-form__fields" disabled={locked}>
        <legend className="visually-hidden">Room details</legend>
        <div className="room-form__wide">
          <Field label="Room name" error={errors.name?.message}>
            {(props) => <input {...props} {...field('name')} type="text" autoComplete="off" />}
          </Field>
        </div>
        <Field label="Rent per day (₹ INR)" error={errors.rentPerDay?.message}>
          {(props) => <input {...props} {...field('rentPerDay')} type="number" inputMode="decimal" step="0.01" min="0" />}
        </Field>
        <Field label="Room type" error={errors.type?.message}>
          {(props) => (
            <select {...props} {...field('type')}>
              <option value="">Select a room type</option>
              {ROOM_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Maximum guests" hint="From 1 to 10 guests." error={errors.maxCount?.message}>
          {(props) => <input {...props} {...field('maxCount')} type="number" inputMode="numeric" step="1" min="1" max="10" />}
        </Field>
        {mode === 'edit' && (
          <Field label="Availability" hint="Unavailable rooms are hidden from guests." error={errors.isAvailable?.message}>
            {(props) => (
              <select {...props} {...field('isAvailable')}>
                <option value="true">Available</option>
                <option value="false">Unavailable</option>
              </select>
            )}
          </Field>
        )}
        <div className="room-form__wide">
          <Field
            label="Description"
            hint={`${descriptionLength} of 1000 characters (at least 10).`}
            error={errors.description?.message}
          >
            {(props) => <textarea {...props} {...field('description')} rows={5} />}
          </Field>
        </div>
        <div className="room-form__wide">
          <Field label="Amenities" hint="Separate them with commas, e.g. Wi-Fi, AC, TV." error={errors.amenities?.message}>
            {(props) => <input {...props} {...field('amenities')} type="text" autoComplete="off" />}
          </Field>
        </div>
        <div className="room-form__wide">
          <Controller
            control={control}
            name="images"
            render={({ field: images }) => (
              <PhotoPicker
                photos={images.value}
                onChange={(photos) => {
                  images.onChange(photos);
                  clearErrors('images');
                }}
                error={errors.images?.message}
                inputRef={images.ref}
                disabled={busy}
              />
            )}
          />
        </div>
      </fieldset>

      {uploadProgress !== null && <UploadProgress percent={uploadProgress} />}
      {status}

      <div className="room-form__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={busy}>
          {isSubmitting ? 'Saving…' : mode === 'create' ? 'Create room' : 'Save changes'}
        </button>
        <Link to="/admin/rooms" className="btn btn--secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}
