import { ChangeEvent, Ref, useEffect, useId, useRef } from 'react';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGES, validateImageFiles } from '../room-form-rules';
import { ResponsivePhoto } from '../../../components/ui/ResponsivePhoto';
import { hasOriginal, useOriginalPhotoDownload } from '../api/original-photo';
import type { RoomPhoto } from '../room-form-values';

const ACCEPT = [...ACCEPTED_IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

interface PhotoPickerProps {
  photos: RoomPhoto[];
  onChange(photos: RoomPhoto[]): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

const THUMBNAIL = { width: 160, height: 120 } as const;

function photoSource(photo: RoomPhoto): string {
  return photo.kind === 'saved' ? photo.url : photo.previewUrl;
}

/**
 * The Photos field: picks several photos at once, previews them and lets the admin remove any
 * before saving. New photos are previewed from object URLs, given back to the browser when
 * removed or left behind. The native file input is hidden behind an "Add photos" button (its
 * label), because its own "No file chosen" text would contradict the previews.
 */
export function PhotoPicker({ photos, onChange, error, inputRef, disabled }: PhotoPickerProps) {
  const id = useId();
  const current = useRef(photos);
  current.current = photos;
  const ownInput = useRef<HTMLInputElement | null>(null);
  const original = useOriginalPhotoDownload();

  useEffect(
    () => () => {
      for (const photo of current.current) if (photo.kind === 'new') URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  function add(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again (after removing it) fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const problem = validateImageFiles(files, photos.length);
    if (problem) {
      window.alert(problem);
      return;
    }
    onChange([...photos, ...files.map((file): RoomPhoto => ({ kind: 'new', file, previewUrl: URL.createObjectURL(file) }))]);
  }

  function remove(index: number) {
    const photo = photos[index];
    if (photo.kind === 'new') URL.revokeObjectURL(photo.previewUrl);
    onChange(photos.filter((_, i) => i !== index));
    ownInput.current?.focus();
  }

  function setRefs(element: HTMLInputElement | null) {
    ownInput.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  }

  return (
    <div className={`field photo-picker${error ? ' field--invalid' : ''}`}>
      <label className="field__label" id={`${id}-label`} htmlFor={id}>
        Photos
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        JPEG, PNG or WebP, up to 5 MB each, at most {MAX_IMAGES} photos. The first photo is the cover.
      </p>
      <div className="photo-picker__add-row">
        <input
          id={id}
          ref={setRefs}
          className="photo-picker__input"
          type="file"
          name="images"
          accept={ACCEPT}
          multiple
          disabled={disabled}
          onChange={add}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={Boolean(error)}
        />
        <label htmlFor={id} className="btn btn--secondary photo-picker__add">
          Add photos
        </label>
        <p className="photo-picker__count" aria-live="polite">
          {photos.length} of {MAX_IMAGES} photos
        </p>
      </div>
      {original.error && <p className="field__error">{original.error}</p>}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="photo-picker__list" aria-label="Room photos">
          {photos.map((photo, index) => (
            <li key={photoSource(photo)} className="photo-picker__item">
              {photo.kind === 'saved' && photo.photo ? (
                <ResponsivePhoto
                  photo={photo.photo}
                  alt={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`}
                  sizes="160px"
                  fallbackSize={THUMBNAIL}
                />
              ) : (
                <img
                  src={photoSource(photo)}
                  alt={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`}
                  width={160}
                  height={120}
                />
              )}
              {photo.kind === 'saved' && hasOriginal(photo.url) && (
                <button
                  type="button"
                  className="photo-picker__original"
                  onClick={() => void original.download(photo.url)}
                  disabled={original.busy}
                >
                  Download original <span className="visually-hidden">of photo {index + 1}</span>
                </button>
              )}
              {photo.kind === 'new' && <span className="photo-picker__badge">New</span>}
              <button type="button" className="photo-picker__remove" onClick={() => remove(index)} disabled={disabled}>
                Remove <span className="visually-hidden">photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
