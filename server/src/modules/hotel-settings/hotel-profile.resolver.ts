import { Arg, Authorized, Ctx, Field, FieldResolver, InputType, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, PayloadType } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { HotelProfile } from './hotel-profile.entity';

/* Every field is optional here so that a missing one gets its own message, not a schema error. */

@InputType({ description: 'A figure of About Us.' })
class ProfileHighlightInput {
  @Field(() => String, { nullable: true }) value?: string;
  @Field(() => String, { nullable: true }) label?: string;
}

@InputType({ description: 'A tile of Accommodations.' })
class ProfileFeatureInput {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) text?: string;
}

@InputType({ description: 'A slide of the gallery.' })
class ProfileGallerySlideInput {
  @Field(() => String, { nullable: true }) image?: string;
  @Field(() => String, { nullable: true }) category?: string;
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => String, { nullable: true }) alt?: string;
}

@InputType({ description: "The hotel's profile, every field (the Settings page sends them all)." })
class HotelProfileInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) shortName?: string;
  @Field(() => String, { nullable: true }) ownerLine?: string;
  @Field(() => String, { nullable: true }) street?: string;
  @Field(() => String, { nullable: true }) locality?: string;
  @Field(() => String, { nullable: true }) city?: string;
  @Field(() => String, { nullable: true }) state?: string;
  @Field(() => String, { nullable: true }) pincode?: string;
  @Field(() => String, { nullable: true }) country?: string;
  @Field(() => String, { nullable: true, description: 'https only.' }) mapUrl?: string;
  @Field(() => String, { nullable: true }) frontDeskPhone?: string;
  @Field(() => String, { nullable: true }) frontDeskHours?: string;
  @Field(() => String, { nullable: true }) reservationsPhone?: string;
  @Field(() => String, { nullable: true }) reservationsHours?: string;
  @Field(() => String, { nullable: true }) reservationsEmail?: string;
  @Field(() => String, { nullable: true }) banquetEmail?: string;
  @Field(() => String, { nullable: true }) infoEmail?: string;
  @Field(() => String, { nullable: true }) alertsEmail?: string;
  @Field(() => String, { nullable: true, description: 'HH:MM.' }) checkInTime?: string;
  @Field(() => String, { nullable: true, description: 'HH:MM.' }) checkOutTime?: string;
  @Field(() => String, { nullable: true, description: 'Empty for none.' }) facebookUrl?: string;
  @Field(() => String, { nullable: true, description: 'Empty for none.' }) instagramUrl?: string;
  @Field(() => String, { nullable: true, description: 'Empty for none.' }) xUrl?: string;
  @Field(() => String, { nullable: true }) heroText?: string;
  @Field(() => String, { nullable: true }) aboutTitle?: string;
  @Field(() => String, { nullable: true }) aboutText?: string;
  @Field(() => [ProfileHighlightInput], { nullable: true }) highlights?: ProfileHighlightInput[];
  @Field(() => [ProfileFeatureInput], { nullable: true }) features?: ProfileFeatureInput[];
  @Field(() => [ProfileGallerySlideInput], { nullable: true }) gallery?: ProfileGallerySlideInput[];
}

const HotelProfilePayload = PayloadType(
  'HotelProfilePayload',
  'profile',
  () => HotelProfile,
  'Answer of updateHotelProfile: the profile saved, or why not (nothing changed).',
);

@Resolver(() => HotelProfile)
export class HotelProfileResolver {
  constructor(private readonly services: Pick<Services, 'hotelProfile'>) {}

  @Query(() => HotelProfile, { description: 'The hotel as guests see it: names, address, phones, emails, times, site texts.' })
  hotelProfile() {
    return this.services.hotelProfile.get();
  }

  @Authorized()
  @Mutation(() => HotelProfilePayload, {
    description: 'Saves the profile (admin, audited). Every page, mail and document made after it reads the new one.',
  })
  updateHotelProfile(@Arg('input', () => HotelProfileInput) input: HotelProfileInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('profile', () => this.services.hotelProfile.update({ ...input }, adminActor(context.admin!)));
  }

  @Authorized()
  @FieldResolver(() => String, { description: 'Where new bookings and enquiries are announced (admin only).' })
  alertsEmail(@Root() profile: HotelProfile): string {
    return profile.alertsEmail;
  }
}
