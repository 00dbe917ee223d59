import { PhotoView } from './photo-view';
import type { PhotosService } from './photos.service';

/**
 * Collects the photo addresses that the fields of one request ask for while GraphQL resolves a
 * list (every room's photos), and looks them all up in one query; each address once per request.
 */
export class PhotoLoader {
  private readonly views = new Map<string, Promise<PhotoView>>();
  private pending: { url: string; resolve: (view: PhotoView) => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly photos: Pick<PhotosService, 'viewsOf'>) {}

  load(urls: readonly string[]): Promise<PhotoView[]> {
    return Promise.all(urls.map((url) => this.loadOne(url)));
  }

  private loadOne(url: string): Promise<PhotoView> {
    let view = this.views.get(url);
    if (!view) {
      view = new Promise<PhotoView>((resolve, reject) => {
        if (this.pending.length === 0) process.nextTick(() => void this.flush());
        this.pending.push({ url, resolve, reject });
      });
      this.views.set(url, view);
    }
    return view;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const views = await this.photos.viewsOf(batch.map((entry) => entry.url));
      batch.forEach((entry, index) => entry.resolve(views[index]));
    } catch (error) {
      batch.forEach((entry) => entry.reject(error));
    }
  }
}

const loaders = new WeakMap<object, PhotoLoader>();

/** The loader of one request, kept with its GraphQL context and gone with it. */
export function photoLoaderFor(context: object, photos: Pick<PhotosService, 'viewsOf'>): PhotoLoader {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new PhotoLoader(photos);
    loaders.set(context, loader);
  }
  return loader;
}
/**
 * What a photos list adds to a query's cost: its fields once. A room or hall has at most 10
 * photos, all looked up in the request's one batched query, so they cost far less than a list of
 * rooms (counted ten times its fields).
 */
export const PHOTOS_COST = ({ childComplexity }: { childComplexity: number }) => 1 + childComplexity;
