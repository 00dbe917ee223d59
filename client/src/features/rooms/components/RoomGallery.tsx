import { useState } from 'react';
import { type PhotoSource, ResponsivePhoto } from '../../../components/ui/ResponsivePhoto';
import { useRoomWords } from '../room-words';

/** How wide the main photo is shown: the page's width on phones, three fifths of it from 900 px (at most 1200 px wide). */
export const ROOM_GALLERY_SIZES = '(min-width: 900px) min(60vw, 720px), 100vw';
const MAIN = { width: 1200, height: 800 } as const;
const THUMB = { width: 120, height: 80 } as const;

/** A main photo (the page's largest paint, so fetched first) and a row of thumbnails that choose it. */
export function RoomGallery({ photos, name }: { photos: readonly (PhotoSource & { url: string })[]; name: string }) {
  const { t } = useRoomWords();
  const [selected, setSelected] = useState(0);
  if (photos.length === 0) return <div className="room-gallery__empty">{t('noPhotos')}</div>;
  const current = Math.min(selected, photos.length - 1);
  return (
    <div className="room-gallery">
      <ResponsivePhoto
        className="room-gallery__main"
        photo={photos[current]}
        alt={t('photoAlt', { name, number: current + 1, count: photos.length })}
        sizes={ROOM_GALLERY_SIZES}
        fallbackSize={MAIN}
        priority
      />
      {photos.length > 1 && (
        <ul className="room-gallery__thumbs" aria-label={t('photos')}>
          {photos.map((photo, index) => (
            <li key={photo.url + index}>
              <button
                type="button"
                className="room-gallery__thumb"
                aria-label={t('showPhoto', { number: index + 1, count: photos.length })}
                aria-pressed={index === current}
                onClick={() => setSelected(index)}
              >
                <ResponsivePhoto photo={photo} alt="" sizes="120px" fallbackSize={THUMB} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
