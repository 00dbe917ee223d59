import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PHOTOS_COST, photoLoaderFor, PhotoView } from '../photos';
import type { PhotosService } from '../photos';
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
