import { type ChangeEvent, useState } from 'react';
import { type UseFieldArrayReturn, useWatch, type UseFormReturn } from 'react-hook-form';
import { GALLERY_CATEGORIES, GALLERY_IMAGES, PROFILE_LIMITS } from '@server-pure/hotel-profile-lists';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { ResponsivePhoto } from '../../../components/ui/ResponsivePhoto';
import { uploadGalleryPhoto } from './upload-gallery-photo';
import type { GallerySlideValues, HotelProfileValues } from './use-hotel-profile';

/** The file types the server takes (it checks the content, not this list). */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';
const PREVIEW_SIZE = { width: 160, height: 107 } as const;
const NEW_SLIDE: GallerySlideValues = {
  image: GALLERY_IMAGES[0],
  category: 'Gallery',
  title: '',
  description: '',
  alt: '',
  photoId: null,
  photo: null,
  hindi: { title: '', description: '', alt: '' },
};

/** "deluxe-king-1" → "Deluxe king 1". */
const imageLabel = (image: string) => image.charAt(0).toUpperCase() + image.slice(1).replace(/-/g, ' ');

interface SlideProps {
  form: UseFormReturn<HotelProfileValues>;
  index: number;
  count: number;
  slide: GallerySlideValues | undefined;
  move(to: number): void;
  remove(): void;
}

/** One slide: its photo (the owner's upload or a shipped one) and its words. */
function SlideEditor({ form, index, count, slide, move, remove }: SlideProps) {
  const { register, setValue } = form;
  const [status, setStatus] = useState<{ busy: boolean; error?: string; done?: string }>({ busy: false });
  const number = index + 1;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setStatus({ busy: true });
    const outcome = await uploadGalleryPhoto(file);
    input.value = '';
    if (!outcome.ok) return setStatus({ busy: false, error: outcome.message });
    setValue(`gallery.${index}.photoId`, outcome.photo.id, { shouldDirty: true });
    setValue(`gallery.${index}.photo`, outcome.photo.photo, { shouldDirty: true });
    setStatus({ busy: false, done: 'Photo uploaded. Save the profile to show it on the home page.' });
  };
  const showDefault = () => {
    setValue(`gallery.${index}.photoId`, null, { shouldDirty: true });
    setValue(`gallery.${index}.photo`, null, { shouldDirty: true });
    setStatus({ busy: false });
  };

  return (
    <fieldset className="settings-slide" aria-busy={status.busy}>
      <legend>Slide {number}</legend>
      <figure className="settings-slide__photo">
        {slide?.photo ? (
          <ResponsivePhoto photo={slide.photo} alt="" sizes="160px" fallbackSize={PREVIEW_SIZE} />
        ) : (
          <img src={`/gallery/${slide?.image}-160.webp`} alt="" {...PREVIEW_SIZE} loading="lazy" decoding="async" />
        )}
        <figcaption>{slide?.photo ? 'Your photo' : `Default photo: ${imageLabel(slide?.image ?? '')}`}</figcaption>
      </figure>
      <div className="settings-slide__upload">
        <Field label="Upload photo" hint="JPEG, PNG or WebP, up to 5 MB." error={status.error}>
          {(props) => (
            <input {...props} type="file" accept={ACCEPTED_TYPES} disabled={status.busy} onChange={(e) => void choose(e)} />
          )}
        </Field>
        <p className="settings-slide__status" role="status">
          {status.busy ? 'Uploading…' : status.done}
        </p>
        {slide?.photoId && (
          <Button variant="secondary" onClick={showDefault}>
            Use default photo
          </Button>
        )}
      </div>
      <div className="settings-slide__fields">
        <Field label="Default photo" hint="Shown when no photo is uploaded.">
          {(props) => (
            <select {...props} {...register(`gallery.${index}.image`)}>
              {GALLERY_IMAGES.map((image) => (
                <option key={image} value={image}>
                  {imageLabel(image)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Category">
          {(props) => (
            <select {...props} {...register(`gallery.${index}.category`)}>
              {GALLERY_CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={`Slide ${number} title`}>
          {(props) => <input {...props} {...register(`gallery.${index}.title`)} maxLength={60} />}
        </Field>
        <Field label="Text">
          {(props) => <textarea {...props} {...register(`gallery.${index}.description`)} rows={2} maxLength={240} />}
        </Field>
        <Field label="What the photo shows" hint="Read out by screen readers.">
          {(props) => <input {...props} {...register(`gallery.${index}.alt`)} maxLength={160} />}
        </Field>
      </div>
      <div className="settings-slide__actions">
        <Button variant="ghost" disabled={index === 0 || status.busy} onClick={() => move(index - 1)}>
          Move up<span className="visually-hidden"> slide {number}</span>
        </Button>
        <Button variant="ghost" disabled={index === count - 1 || status.busy} onClick={() => move(index + 1)}>
          Move down<span className="visually-hidden"> slide {number}</span>
        </Button>
        {count > 1 && (
          <Button variant="ghost" disabled={status.busy} onClick={remove}>
            Remove slide {number}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/**
 * The gallery's slides: add, move and remove them (1 to 12), and give each a photo of the owner's
 * (uploaded at once, checked by the server) or one of the shipped ones. Uploads reach the home
 * page when the profile is saved.
 */
export function GallerySlidesEditor({
  form,
  slides,
  error,
}: {
  form: UseFormReturn<HotelProfileValues>;
  slides: UseFieldArrayReturn<HotelProfileValues, 'gallery'>;
  error?: string;
}) {
  const values = useWatch({ control: form.control, name: 'gallery' });
  return (
    <fieldset className="settings-form__section">
      <legend>Gallery slides</legend>
      <p className="settings-form__note">
        {`Up to ${PROFILE_LIMITS.gallery} slides. A photo you upload shows on the home page once you save the profile.`}
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {slides.fields.map((row, index) => (
        <SlideEditor
          key={row.id}
          form={form}
          index={index}
          count={slides.fields.length}
          slide={values?.[index]}
          move={(to) => slides.move(index, to)}
          remove={() => slides.remove(index)}
        />
      ))}
      {slides.fields.length < PROFILE_LIMITS.gallery && (
        <Button variant="secondary" onClick={() => slides.append({ ...NEW_SLIDE, hindi: { ...NEW_SLIDE.hindi } })}>
          Add a slide
        </Button>
      )}
    </fieldset>
  );
}
