import { FormEvent, useRef, useState } from 'react';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { type Problems, type SetupHall, useAddHallPhotos, useRemoveHallPhoto, useSaveHall } from '../api/use-banquet-setup';
import { ActiveToggle, SaveResult, TextField } from './form-bits';
import { photoFromUrl, ResponsivePhoto } from '../../../components/ui/ResponsivePhoto';

interface HallValues {
  name: string;
  description: string;
  seatedCapacity: string;
  floatingCapacity: string;
  isActive: boolean;
}

const valuesOf = (hall: SetupHall | null): HallValues => ({
  name: hall?.name ?? '',
  description: hall?.description ?? '',
  seatedCapacity: hall ? String(hall.seatedCapacity) : '',
  floatingCapacity: hall ? String(hall.floatingCapacity) : '',
  isActive: hall?.isActive ?? true,
});

/** The hall's details: name, description, capacities and whether customers see it. */
export function HallForm({ hall, onSaved }: { hall: SetupHall | null; onSaved?(): void }) {
  const save = useSaveHall();
  const [values, setValues] = useState(() => valuesOf(hall));
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<HallValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(null);
    const outcome = await save({
      input: {
        id: hall?.id,
        name: values.name,
        description: values.description,
        seatedCapacity: Number(values.seatedCapacity) || 0,
        floatingCapacity: Number(values.floatingCapacity) || 0,
        isActive: values.isActive,
      },
    });
    setBusy(false);
    setProblems(outcome.ok ? {} : outcome.problems);
    if (outcome.ok) {
      setSaved(hall ? 'Hall saved.' : 'Hall added.');
      onSaved?.();
    }
  };

  return (
    <form className="banquet-form" noValidate onSubmit={submit} aria-busy={busy}>
      <SaveResult saved={saved} problems={problems} />
      <div className="banquet-form__grid">
        <TextField label="Name" value={values.name} onChange={(name) => set({ name })} error={problems.name} maxLength={100} />
        <div className="banquet-form__pair">
          <TextField
            label="Seated guests"
            inputMode="numeric"
            value={values.seatedCapacity}
            onChange={(seatedCapacity) => set({ seatedCapacity })}
            error={problems.seatedCapacity}
          />
          <TextField
            label="Floating guests"
            hint="Standing or buffet; at least the seated number."
            inputMode="numeric"
            value={values.floatingCapacity}
            onChange={(floatingCapacity) => set({ floatingCapacity })}
            error={problems.floatingCapacity}
          />
        </div>
        <div className="banquet-form__wide">
          <Field label="Description" error={problems.description} hint="Up to 2000 characters.">
            {(props) => (
              <textarea
                {...props}
                rows={4}
                maxLength={2000}
                value={values.description}
                onChange={(event) => set({ description: event.target.value })}
              />
            )}
          </Field>
        </div>
      </div>
      <ActiveToggle checked={values.isActive} onChange={(isActive) => set({ isActive })}>
        Show this hall to customers and take enquiries for it
      </ActiveToggle>
      <button type="submit" className="btn btn--primary" aria-disabled={busy}>
        {busy ? 'Saving…' : hall ? 'Save hall' : 'Add hall'}
      </button>
    </form>
  );
}

/** The hall's photos, the first is the cover: add (checked by the server) or remove. */
export function HallPhotos({ hall }: { hall: SetupHall }) {
  const { add, busy } = useAddHallPhotos();
  const remove = useRemoveHallPhoto();
  const picker = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState<string | null>(null);
  const room = 10 - hall.photoUrls.length;

  const upload = async () => {
    const files = Array.from(picker.current?.files ?? []);
    if (files.length === 0) return setProblems({ '': 'Choose one or more photos first.' });
    setSaved(null);
    const outcome = await add(hall.id, files);
    setProblems(outcome.ok ? {} : outcome.problems);
    if (outcome.ok) {
      setSaved(`${files.length} ${files.length === 1 ? 'photo' : 'photos'} added.`);
      if (picker.current) picker.current.value = '';
    }
  };
  const removePhoto = async (photoUrl: string, index: number) => {
    setSaved(null);
    const outcome = await remove({ hallId: hall.id, photoUrl });
    setProblems(outcome.ok ? {} : outcome.problems);
    if (outcome.ok) setSaved(`Photo ${index + 1} removed.`);
  };

  return (
    <div className="banquet-photos">
      <h3 className="banquet-subtitle">Photos</h3>
      <SaveResult saved={saved} problems={{ '': problems[''] ?? problems.images ?? problems.photoUrl }} />
      {hall.photoUrls.length === 0 ? (
        <p className="admin-muted">No photos yet. Customers see the first photo on the banquet page.</p>
      ) : (
        <ul className="banquet-photos__list">
          {hall.photoUrls.map((url, index) => (
            <li key={url} className="banquet-photos__item">
              <ResponsivePhoto
                photo={hall.photos.find((photo) => photo.url === url) ?? photoFromUrl(url)}
                alt={`${hall.name}, photo ${index + 1}${index === 0 ? ' (cover)' : ''}`}
                sizes="200px"
                fallbackSize={{ width: 480, height: 320 }}
              />
              <Button
                variant="ghost"
                className="btn--small"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => void removePhoto(url, index)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 ? (
        <div className="banquet-photos__add">
          <Field label="Add photos" hint={`JPEG, PNG or WebP, up to 5 MB each; ${room} more can be added.`}>
            {(props) => <input {...props} ref={picker} type="file" multiple accept="image/jpeg,image/png,image/webp" />}
          </Field>
          <Button variant="secondary" onClick={() => void upload()} aria-disabled={busy}>
            {busy ? 'Uploading…' : 'Upload photos'}
          </Button>
        </div>
      ) : (
        <p className="admin-muted">A hall shows at most 10 photos. Remove one to add another.</p>
      )}
    </div>
  );
}
