import type { ReactNode } from 'react';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { PROFILE_TEXT_LIMITS as MAX } from '@server-pure/hotel-profile-lists';
import { Field } from '../../../components/ui/Field';
import { ListError, type ProfileListRows } from './ProfileLists';
import type { HotelProfileValues } from './use-hotel-profile';

type Form = UseFormReturn<HotelProfileValues>;

interface HindiFieldProps {
  form: Form;
  name: FieldPath<HotelProfileValues>;
  label: string;
  /** The English text it translates, shown under it (empty: not written yet). */
  english?: string;
  hint?: string;
  max: number;
  rows?: number;
}

/** "In English: …": what the owner translates, read out with the field. */
const inEnglish = (text: string | undefined) => `In English: ${text?.trim() ? text.trim() : '(not written yet)'}`;

/** A text in Hindi: typed and spell-checked as Hindi, the English it translates under it. */
function HindiField({ form, name, label, english, hint, max, rows }: HindiFieldProps) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} hint={hint ?? inEnglish(english)} error={error}>
      {(props) =>
        rows ? (
          <textarea {...props} {...form.register(name)} lang="hi" rows={rows} maxLength={max} />
        ) : (
          <input {...props} {...form.register(name)} lang="hi" maxLength={max} />
        )
      }
    </Field>
  );
}

/** One list's rows in Hindi, each row's fields in a box named by its number. */
function HindiRows({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="settings-hindi__list">
      <legend>{legend}</legend>
      <ListError message={error} />
      {children}
    </fieldset>
  );
}

/**
 * "Texts in Hindi": the landing page's words for the pages under /hi, each field with the English
 * text it translates (as the owner edits it above). A figure's, tile's or slide's Hindi words are
 * part of its row, so they follow it when it is moved or removed. The admin area stays English.
 * Its text boxes are a line taller than their English twins: the Hindi runs longer.
 */
export function HindiTextsSection({ form, rows }: { form: Form; rows: ProfileListRows }) {
  const [heroText, aboutTitle, aboutText, highlights, features, gallery] = useWatch({
    control: form.control,
    name: ['heroText', 'aboutTitle', 'aboutText', 'highlights', 'features', 'gallery'],
  });
  const { errors } = form.formState;
  return (
    <fieldset className="settings-form__section settings-hindi">
      <legend>Texts in Hindi</legend>
      <p className="settings-form__note">Shown on the Hindi pages (/hi). Leave a field empty to show the English text there.</p>
      <HindiField
        form={form}
        name="hindi.heroText"
        label="First words under the name, in Hindi"
        english={heroText}
        max={MAX.heroText}
        rows={4}
      />
      <HindiField
        form={form}
        name="hindi.aboutTitle"
        label="About Us heading, in Hindi"
        english={aboutTitle}
        max={MAX.aboutTitle}
      />
      <details className="settings-hindi__english">
        <summary>About Us in English</summary>
        <div lang="en">
          {(aboutText ?? '').split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </details>
      <HindiField
        form={form}
        name="hindi.aboutText"
        label="About Us, in Hindi"
        hint="A blank line starts a new paragraph. The English text is just above."
        max={MAX.aboutText}
        rows={8}
      />

      <HindiRows legend="About Us figures in Hindi" error={errors.root?.hindiHighlights?.message}>
        {rows.highlights.fields.map((row, index) => (
          <div key={row.id} className="settings-hindi__row">
            <HindiField
              form={form}
              name={`highlights.${index}.hindi.value`}
              label={`Figure ${index + 1} in Hindi`}
              english={highlights?.[index]?.value}
              max={MAX.highlight.value}
            />
            <HindiField
              form={form}
              name={`highlights.${index}.hindi.label`}
              label={`Figure ${index + 1} says, in Hindi`}
              english={highlights?.[index]?.label}
              max={MAX.highlight.label}
            />
          </div>
        ))}
      </HindiRows>

      <HindiRows legend="Accommodations tiles in Hindi" error={errors.root?.hindiFeatures?.message}>
        {rows.features.fields.map((row, index) => (
          <div key={row.id} className="settings-hindi__row">
            <HindiField
              form={form}
              name={`features.${index}.hindi.title`}
              label={`Tile ${index + 1} title in Hindi`}
              english={features?.[index]?.title}
              max={MAX.feature.title}
            />
            <HindiField
              form={form}
              name={`features.${index}.hindi.text`}
              label={`Tile ${index + 1} text in Hindi`}
              english={features?.[index]?.text}
              max={MAX.feature.text}
              rows={3}
            />
          </div>
        ))}
      </HindiRows>

      <HindiRows legend="Gallery slides in Hindi" error={errors.root?.hindiGallery?.message}>
        {rows.gallery.fields.map((row, index) => (
          <div key={row.id} className="settings-hindi__row settings-hindi__row--slide">
            <HindiField
              form={form}
              name={`gallery.${index}.hindi.title`}
              label={`Slide ${index + 1} title in Hindi`}
              english={gallery?.[index]?.title}
              max={MAX.slide.title}
            />
            <HindiField
              form={form}
              name={`gallery.${index}.hindi.alt`}
              label={`Slide ${index + 1}: what the photo shows, in Hindi`}
              english={gallery?.[index]?.alt}
              max={MAX.slide.alt}
            />
            <HindiField
              form={form}
              name={`gallery.${index}.hindi.description`}
              label={`Slide ${index + 1} text in Hindi`}
              english={gallery?.[index]?.description}
              max={MAX.slide.description}
              rows={3}
            />
          </div>
        ))}
      </HindiRows>
    </fieldset>
  );
}
