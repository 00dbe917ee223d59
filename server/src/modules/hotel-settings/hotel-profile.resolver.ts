import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, readUploads, UploadPromise } from '../../graphql/uploads';
import { mutationPayload, PayloadType } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { PhotoView } from '../photos';
import { HotelProfile, ProfileGallerySlide } from './hotel-profile.entity';

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
  @Field(() => ID, {
    nullable: true,
    description:
      'A photo uploaded for the gallery (uploadGalleryPhoto) to show instead of `image`; null or empty for the shipped photo.',
  })
  photoId?: string;
}

@InputType({ description: "A gallery slide's words in Hindi." })
class ProfileSlideWordsInput {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => String, { nullable: true }) alt?: string;
}

@InputType({
  description:
    "The landing page's texts in Hindi, all of them: they replace the stored ones. Every text may be empty or left out (not translated: the Hindi page shows the English text); a list may be shorter than its English list, never longer (item i translates the English item i). Trimmed, and held to the English texts' lengths.",
})
class ProfileHindiTextsInput {
  @Field(() => String, { nullable: true }) heroText?: string;
  @Field(() => String, { nullable: true }) aboutTitle?: string;
  @Field(() => String, { nullable: true, description: 'A blank line starts a new paragraph.' }) aboutText?: string;
  @Field(() => [ProfileHighlightInput], { nullable: true }) highlights?: ProfileHighlightInput[];
  @Field(() => [ProfileFeatureInput], { nullable: true }) features?: ProfileFeatureInput[];
  @Field(() => [ProfileSlideWordsInput], { nullable: true }) gallery?: ProfileSlideWordsInput[];
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
  @Field(() => String, {
    nullable: true,
    description: "The owner's WhatsApp number for alerts (E.164 once saved); empty for alerts by mail only.",
  })
  alertsPhone?: string;
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
  @Field(() => ProfileHindiTextsInput, {
    nullable: true,
    description:
      'The Hindi texts; left out or null: the Hindi texts stored now stay (a client that does not know them wipes nothing).',
  })
  hindi?: ProfileHindiTextsInput;
}

@ObjectType('GalleryPhoto', {
  description: 'A photo uploaded for the gallery: name it on a slide (photoId) and save the profile.',
})
class GalleryPhotoType {
  @Field(() => ID) id: string;
  @Field(() => PhotoView, { description: 'The photo re-encoded, with its sizes and srcsets.' }) photo: PhotoView;
}

const GalleryPhotoPayload = PayloadType(
  'GalleryPhotoPayload',
  'galleryPhoto',
  () => GalleryPhotoType,
  'Answer of uploadGalleryPhoto: the photo stored, or why not (nothing stored).',
);

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
    return this.services.hotelProfile.shown();
  }

  @Authorized()
  @Mutation(() => HotelProfilePayload, {
    description: 'Saves the profile (admin, audited). Every page, mail and document made after it reads the new one.',
  })
  updateHotelProfile(@Arg('input', () => HotelProfileInput) input: HotelProfileInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('profile', () => this.services.hotelProfile.update({ ...input }, adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => GalleryPhotoPayload, {
    description:
      'Stores a photo for a gallery slide (admin, audited): a real JPEG, PNG or WebP of at most 5 MB, re-encoded like room photos. A slide shows it once the profile is saved with its id; a photo no slide names is removed a day later.',
  })
  async uploadGalleryPhoto(@Arg('image', () => GraphQLUpload) image: UploadPromise, @Ctx() context: GraphQLContext) {
    return mutationPayload('galleryPhoto', async () => {
      const [file] = await readUploads([image]);
      return this.services.hotelProfile.uploadGalleryPhoto(file, adminActor(context.admin!));
    });
  }

  @Authorized()
  @FieldResolver(() => String, { description: 'Where new bookings and enquiries are announced (admin only).' })
  alertsEmail(@Root() profile: HotelProfile): string {
    return profile.alertsEmail;
  }

  @Authorized()
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The owner's WhatsApp number (E.164) for new bookings, enquiries, cancellations and payment problems (admin only); null: by mail only.",
  })
  alertsPhone(@Root() profile: HotelProfile): string | null {
    return profile.alertsPhone ?? null;
  }
}

@Resolver(() => ProfileGallerySlide)
export class GallerySlidePhotoResolver {
  @FieldResolver(() => PhotoView, {
    nullable: true,
    description: "The uploaded photo's sizes and srcsets (photoId's); null when the slide shows its shipped photo.",
  })
  photo(@Root() slide: ProfileGallerySlide): PhotoView | null {
    return slide.photo ?? null;
  }
}
