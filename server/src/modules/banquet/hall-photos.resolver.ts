import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PHOTOS_COST, photoLoaderFor } from '../photos/photo-loader';
import { PhotoView } from '../photos/photo-view';
import type { PhotosService } from '../photos/photos.service';
import { Hall } from './hall.entity';

@Resolver(() => Hall)
export class HallPhotosResolver {
  constructor(private readonly services: { photos: Pick<PhotosService, 'viewsOf'> }) {}

  @FieldResolver(() => [PhotoView], {
    complexity: PHOTOS_COST,
    description: 'The hall’s photos (photoUrls) with their sizes and srcsets, the cover first.',
  })
  photos(@Root() hall: Hall, @Ctx() context: GraphQLContext): Promise<PhotoView[]> {
    return photoLoaderFor(context, this.services.photos).load(hall.photoUrls);
  }
}
