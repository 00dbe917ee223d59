import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, PayloadType, plainInput } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { Booking } from '../bookings';

@InputType({ description: 'The guest of a stay sold on an OTA: name and phone required, email optional.' })
class OtaGuestInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: 'Optional; checked when given.' }) email?: string;
  @Field(() => String, { nullable: true }) phone?: string;
}

@InputType({ description: 'A stay sold on an OTA, made a booking when its guest comes: what the OTA’s extranet says.' })
class ConvertChannelStayInput {
  @Field(() => ID, { description: 'The OTA stay (FrontDesk.channelStays).' }) channelStayId: string;
  @Field(() => OtaGuestInput) guest: OtaGuestInput;
  @Field(() => Int) adults: number;
  @Field(() => Int, { nullable: true, defaultValue: 0 }) children?: number;
  @Field(() => String, { description: 'The booking’s reference on the OTA (up to 64 characters).' }) otaReference: string;
  @Field(() => Float, { description: 'The rent the OTA sold each night at, in rupees before GST (at most two decimals).' })
  nightlyRent: number;
  @Field(() => Float, { description: 'The OTA’s commission, in percent of the rent before GST: 0 to 50.' })
  commissionPercent: number;
  @Field(() => Float, {
    nullable: true,
    description:
      'What the OTA collected from the guest, in rupees (prepaid on the OTA); 0 or left out: the guest pays the hotel.',
  })
  otaCollected?: number;
  @Field(() => String, { nullable: true }) notes?: string;
  @Field(() => Boolean, { nullable: true, description: 'The guest, asked at the desk, wants updates on WhatsApp.' })
  whatsappUpdates?: boolean;
}

const ConvertChannelStayPayload = PayloadType(
  'ConvertChannelStayPayload',
  'booking',
  () => Booking,
  'Answer of convertChannelStay: the booking made of the OTA stay.',
);

@Resolver()
export class ChannelStayConversionResolver {
  constructor(private readonly services: Pick<Services, 'channelStayConversion'>) {}

  @Authorized()
  @Mutation(() => ConvertChannelStayPayload, {
    description:
      'Makes a stay sold on an OTA a full booking when its guest comes (admin): guest details, the OTA’s reference, rent, commission and what it collected. The booking takes the stay’s nights at once and is confirmed.',
  })
  convertChannelStay(
    @Arg('input', () => ConvertChannelStayInput) input: ConvertChannelStayInput,
    @Ctx() context: GraphQLContext,
  ) {
    return mutationPayload('booking', () =>
      this.services.channelStayConversion.convert(adminActor(context.admin!), plainInput(input)),
    );
  }
}
