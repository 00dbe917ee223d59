import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Hall } from '../banquet/hall.entity';
import { Room } from '../rooms/room.entity';
import { photoLoaderFor } from './photo-loader';
import { PhotoView } from './photo-view';
import type { PhotosService } from './photos.service';

/**
 * What a photos list adds to a query's cost: its fields once. A room or hall has at most 10
 * photos, all looked up in the request's one batched query, so they cost far less than a list of
 * rooms (counted ten times its fields).
 */
const PHOTOS_COST = ({ childComplexity }: { childComplexity: number }) => 1 + childComplexity;

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
