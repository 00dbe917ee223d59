import type { PhotoFieldsFragment } from '../../graphql/generated';
import './responsive-photo.css';

export type PhotoSource = Pick<PhotoFieldsFragment, 'src' | 'width' | 'height' | 'avifSrcset' | 'webpSrcset'>;

/** A photo known only by its address (no encoded sizes), as the server answers an outside address. */
export function photoFromUrl(url: string): PhotoFieldsFragment {
  return { url, src: url, width: null, height: null, avifSrcset: null, webpSrcset: null };
}

interface ResponsivePhotoProps {
  photo: PhotoSource;
  alt: string;
  /** How wide the photo is shown, as the <img sizes> attribute (e.g. "(min-width: 900px) 33vw, 100vw"). */
  sizes: string;
  /** The box's proportions when the photo's own size is unknown (an outside address): keeps the layout still. */
  fallbackSize?: { width: number; height: number };
  /** The page's largest photo (its LCP): fetched first and at once instead of lazily. */
  priority?: boolean;
  /** Overrides the loading that `priority` implies (a carousel loads the slides beside the current one ahead). */
  loading?: 'eager' | 'lazy';
  className?: string;
}

/**
 * A photo in the smallest file that is sharp enough: AVIF, else WebP, at the width the layout
 * needs (srcset + sizes), with its width and height so the page does not move while it loads.
 */
export function ResponsivePhoto({ photo, alt, sizes, fallbackSize, priority = false, loading, className }: ResponsivePhotoProps) {
  const width = photo.width ?? fallbackSize?.width;
  const height = photo.height ?? fallbackSize?.height;
  return (
    <picture className="responsive-photo">
      {photo.avifSrcset && <source type="image/avif" srcSet={photo.avifSrcset} sizes={sizes} />}
      {photo.webpSrcset && <source type="image/webp" srcSet={photo.webpSrcset} sizes={sizes} />}
      <img
        className={className}
        src={photo.src}
        alt={alt}
        width={width}
        height={height}
        loading={loading ?? (priority ? 'eager' : 'lazy')}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
