import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PHOTOS_COST, photoLoaderFor, PhotoView } from '../photos';
import type { PhotosService } from '../photos';
import { Room } from './room.entity';

@Resolver(() => Room)
export class RoomPhotosResolver {
  constructor(private readonly services: { photos: Pick<PhotosService, 'viewsOf'> }) {}

  @FieldResolver(() => [PhotoView], {
    complexity: PHOTOS_COST,
    description: 'The room’s photos (imageUrls) with their sizes and srcsets, the cover first.',
  })
  photos(@Root() room: Room, @Ctx() context: GraphQLContext): Promise<PhotoView[]> {
    return photoLoaderFor(context, this.services.photos).load(room.imageUrls);
  }
}
