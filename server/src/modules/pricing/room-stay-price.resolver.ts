import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { queryResult } from '../../graphql/user-error';
import { Services } from '../../services';
import { Room } from '../rooms';
import { StayPrice } from './stay-price';
import { StayPriceLoader } from './stay-price-loader';

/** `Room.stayPrice(checkIn, checkOut)`: the room's total for those dates, GST included. */
@Resolver(() => Room)
export class RoomStayPriceResolver {
  /** One loader per request (its context object), dropped with it. */
  private readonly loaders = new WeakMap<GraphQLContext, StayPriceLoader>();

  constructor(private readonly services: Pick<Services, 'stayPrices'>) {}

  @FieldResolver(() => StayPrice, {
    description:
      'What this room costs for [checkIn, checkOut), GST included, priced night by night as a booking would be; the rate rules of all rooms of a list are read once.',
  })
  stayPrice(
    @Root() room: Room,
    @Arg('checkIn', { description: 'YYYY-MM-DD' }) checkIn: string,
    @Arg('checkOut', { description: 'YYYY-MM-DD' }) checkOut: string,
    @Ctx() context: GraphQLContext,
  ): Promise<StayPrice> {
    return queryResult(() => this.loaderFor(context).load(room, this.services.stayPrices.stayOf(checkIn, checkOut)));
  }

  private loaderFor(context: GraphQLContext): StayPriceLoader {
    let loader = this.loaders.get(context);
    if (!loader) {
      loader = new StayPriceLoader(this.services.stayPrices);
      this.loaders.set(context, loader);
    }
    return loader;
  }
}
