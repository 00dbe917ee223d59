import { type Control, useFieldArray, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { PROFILE_LIMITS as MAX } from '@server-pure/hotel-profile-lists';
import { Field } from '../../../components/ui/Field';
import { GallerySlidesEditor } from './GallerySlidesEditor';
import type { HotelProfileValues } from './use-hotel-profile';

/**
 * The landing page's lists as rows of the form, held once for the English editors and the Hindi
 * section alike, so both follow a row that is added, moved or removed.
 */
export interface ProfileListRows {
  highlights: UseFieldArrayReturn<HotelProfileValues, 'highlights'>;
  features: UseFieldArrayReturn<HotelProfileValues, 'features'>;
  gallery: UseFieldArrayReturn<HotelProfileValues, 'gallery'>;
}

export function useProfileListRows(control: Control<HotelProfileValues>): ProfileListRows {
  return {
    highlights: useFieldArray({ control, name: 'highlights' }),
    features: useFieldArray({ control, name: 'features' }),
    gallery: useFieldArray({ control, name: 'gallery' }),
  };
}

/** A list's own message (the server names the row: "Number 2: …"). */
export function ListError({ message }: { message?: string }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The landing page's lists: About Us figures, Accommodations tiles, the gallery's slides. */
export function ProfileLists({ form, rows }: { form: UseFormReturn<HotelProfileValues>; rows: ProfileListRows }) {
  const { register, formState } = form;
  const { highlights, features } = rows;
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
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => highlights.append({ value: '', label: '', hindi: { value: '', label: '' } })}
          >
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
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => features.append({ title: '', text: '', hindi: { title: '', text: '' } })}
          >
            Add a tile
          </button>
        )}
      </fieldset>
      <GallerySlidesEditor form={form} slides={rows.gallery} error={errors.gallery?.message ?? errors.gallery?.root?.message} />
    </>
  );
}
