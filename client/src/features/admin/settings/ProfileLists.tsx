import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { PROFILE_LIMITS as MAX } from '@server-pure/hotel-profile-lists';
import { Field } from '../../../components/ui/Field';
import { GallerySlidesEditor } from './GallerySlidesEditor';
import type { HotelProfileValues } from './use-hotel-profile';

/** A list's own message (the server names the row: "Number 2: …"). */
function ListError({ message }: { message?: string }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The landing page's lists: About Us figures, Accommodations tiles, the gallery's slides. */
export function ProfileLists({ form }: { form: UseFormReturn<HotelProfileValues> }) {
  const { register, control, formState } = form;
  const highlights = useFieldArray({ control, name: 'highlights' });
  const features = useFieldArray({ control, name: 'features' });
  const { errors } = formState;
  return (
    <>
      <fieldset className="settings-form__section">
        <legend>About Us figures</legend>
        <ListError message={errors.highlights?.message ?? errors.highlights?.root?.message} />
        {highlights.fields.map((row, index) => (
          <div key={row.id} className="settings-form__row">
            <Field label={`Figure ${index + 1}`} hint='e.g. "4 floors"'>
              {(props) => <input {...props} {...register(`highlights.${index}.value`)} maxLength={20} />}
            </Field>
            <Field label="Says" hint='e.g. "of rooms, served by two lifts"'>
              {(props) => <input {...props} {...register(`highlights.${index}.label`)} maxLength={80} />}
            </Field>
            <button type="button" className="btn btn--secondary" onClick={() => highlights.remove(index)}>
              Remove figure {index + 1}
            </button>
          </div>
        ))}
        {highlights.fields.length < MAX.highlights && (
          <button type="button" className="btn btn--secondary" onClick={() => highlights.append({ value: '', label: '' })}>
            Add a figure
          </button>
        )}
      </fieldset>
      <fieldset className="settings-form__section">
        <legend>Accommodations tiles</legend>
        <ListError message={errors.features?.message ?? errors.features?.root?.message} />
        {features.fields.map((row, index) => (
          <div key={row.id} className="settings-form__row">
            <Field label={`Tile ${index + 1} title`}>
              {(props) => <input {...props} {...register(`features.${index}.title`)} maxLength={60} />}
            </Field>
            <Field label="Text">
              {(props) => <textarea {...props} {...register(`features.${index}.text`)} rows={2} maxLength={240} />}
            </Field>
            {features.fields.length > 1 && (
              <button type="button" className="btn btn--secondary" onClick={() => features.remove(index)}>
                Remove tile {index + 1}
              </button>
            )}
          </div>
        ))}
        {features.fields.length < MAX.features && (
          <button type="button" className="btn btn--secondary" onClick={() => features.append({ title: '', text: '' })}>
            Add a tile
          </button>
        )}
      </fieldset>
      <GallerySlidesEditor form={form} error={errors.gallery?.message ?? errors.gallery?.root?.message} />
    </>
  );
}
