import { Authorized, Ctx, Field, ObjectType, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, PayloadType } from '../../graphql/user-error';
import { adminActor } from '../../shared/actor';
import type { GoogleFeeds } from './google-feeds.service';

@ObjectType('GoogleFeeds', { description: 'What the owner pastes in Google Hotel Center for free booking links.' })
class GoogleFeedsType {
  @Field({ description: 'The Hotel List Feed: the hotel’s name, address and phone, from its profile.' })
  hotelListUrl: string;

  @Field({ description: 'The price feed (a Transaction message): the site’s own prices for the next 90 days.' })
  pricesUrl: string;

  @Field({
    description: 'The landing page link for Hotel Center, with Google’s variables (CHECKINYEAR, LENGTH, NUM-ADULTS…).',
  })
  landingUrlPattern: string;

  @Field({ description: 'The landing link filled in for a stay from tomorrow, 2 nights, 2 adults.' })
  landingUrlExample: string;

  @Field({ description: 'The hotel’s id in the feeds.' })
  propertyId: string;

  @Field({ description: 'When these links were made; new links stop the old ones.' })
  issuedAt: Date;
}

const GoogleFeedsPayload = PayloadType(
  'GoogleFeedsPayload',
  'feeds',
  () => GoogleFeedsType,
  'Answer of regenerateGoogleFeedToken.',
);

/** The Google feed links on the admin's channels page: read by the owner and the manager, renewed by the owner. */
@Resolver()
export class GoogleLinksResolver {
  constructor(private readonly services: { googleFeeds: GoogleFeeds }) {}

  @Authorized()
  @Query(() => GoogleFeedsType, { description: 'The Google feed addresses and the landing link (admin: owner, manager).' })
  googleFeeds() {
    return this.services.googleFeeds.links();
  }

  @Authorized()
  @Mutation(() => GoogleFeedsPayload, {
    description: 'New secret feed addresses; the old ones stop working at once (admin: owner). Audited.',
  })
  regenerateGoogleFeedToken(@Ctx() context: GraphQLContext) {
    return mutationPayload('feeds', () => this.services.googleFeeds.regenerate(adminActor(context.admin!)));
  }
}
