import { useState } from 'react';

/** A main photo and a row of thumbnails that choose it. */
export function RoomGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  if (images.length === 0) return <div className="room-gallery__empty">No photos yet</div>;
  const current = Math.min(selected, images.length - 1);
  return (
    <div className="room-gallery">
      <img
        className="room-gallery__main"
        src={images[current]}
        alt={`${name}, photo ${current + 1} of ${images.length}`}
        width={1200}
        height={800}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className="room-gallery__thumbs" aria-label="Photos">
          {images.map((url, index) => (
            <li key={url + index}>
              <button
                type="button"
                className="room-gallery__thumb"
                aria-label={`Show photo ${index + 1} of ${images.length}`}
                aria-pressed={index === current}
                onClick={() => setSelected(index)}
              >
                <img src={url} alt="" width={120} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
