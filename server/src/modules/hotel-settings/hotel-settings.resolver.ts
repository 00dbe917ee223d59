import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  FieldResolver,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, PayloadType } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { todayInHotel } from '../../shared/dates';
import { GST_STATES, stateNameOf } from '../../shared/gstin';
import { paiseToRupees } from '../../shared/money';
import { gstFacts, ScheduleFacts } from './gst-facts';
import { HotelSettings } from './hotel-settings.entity';

/** Every field is optional here so that a missing one gets its own message, not a schema error. */
@InputType({ description: "The hotel's legal identity, every field (the Settings page sends them all)." })
class HotelSettingsInput {
  @Field(() => String, { nullable: true }) legalName?: string;
  @Field(() => String, { nullable: true }) tradeName?: string;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => String, { nullable: true, description: '6 digits.' }) pincode?: string;
  @Field(() => String, { nullable: true, description: 'Two-digit GST state code, e.g. "09".' }) stateCode?: string;
  @Field(() => String, { nullable: true, description: 'Starts with stateCode; its last character is a check character.' })
  gstin?: string;
  @Field(() => String, { nullable: true, description: '1 to 4 letters or digits, not RC, RV, CN or RF.' })
  invoicePrefix?: string;
  @Field(() => String, { nullable: true }) signatory?: string;
}

const HotelSettingsPayload = PayloadType(
  'HotelSettingsPayload',
  'settings',
  () => HotelSettings,
  'Answer of updateHotelSettings: the settings saved, or why not (nothing changed).',
);

@ObjectType({ description: 'One slab of the room tariff. Money in rupees; null where the slab is open-ended.' })
class RoomTaxSlabFacts {
  @Field(() => Int, { description: 'Basis points: 500 is 5%.' }) rateBp: number;
  @Field(() => Float, { nullable: true, description: 'Taken by a taxable value (per room per night) above this...' })
  aboveTaxable: number | null;
  @Field(() => Float, { nullable: true, description: '...up to this, included.' }) upToTaxable: number | null;
  @Field(() => Float, { nullable: true, description: 'With rents that include GST: the largest rent this slab takes.' })
  upToInclusiveRent: number | null;
}

@ObjectType({ description: 'GST-inclusive rents that fit neither neighbouring slab: the server charges rateBp.' })
class InclusiveRentBand {
  @Field(() => Float) from: number;
  @Field(() => Float) to: number;
  @Field(() => Int) rateBp: number;
}

@ObjectType({ description: 'The room slabs in force from a date until the next schedule starts.' })
class RoomTaxScheduleFacts {
  @Field({ description: 'YYYY-MM-DD, the first night it applies to.' }) from: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, the last night; null while no later schedule exists.' })
  until: string | null;
  @Field({ description: 'It applies to tonight.' }) inForce: boolean;
  @Field({ description: 'The notification it comes from.' }) source: string;
  @Field(() => [RoomTaxSlabFacts]) slabs: RoomTaxSlabFacts[];
  @Field(() => [InclusiveRentBand]) inclusiveBands: InclusiveRentBand[];
}

@ObjectType({ description: 'A GST state or union territory: the first two digits of a GSTIN.' })
class GstState {
  @Field({ description: 'Two digits, e.g. "09".' }) code: string;
  @Field({ description: 'e.g. "Uttar Pradesh".' }) name: string;
}

@ObjectType({ description: 'The GST facts the server prices rooms with (read-only; docs/gst.md cites them).' })
class GstFactsResult {
  @Field({ description: 'ROOM_RATES_INCLUDE_GST: true when rents are what guests pay, false when GST is added.' })
  ratesIncludeGst: boolean;
  @Field({ description: 'SAC of room accommodation on invoices.' }) roomSac: string;
  @Field(() => [RoomTaxScheduleFacts], { description: 'Oldest first.' }) schedules: RoomTaxScheduleFacts[];
  @Field(() => [GstState], { description: 'The state codes a hotel (and a GSTIN) can have, by code.' }) states: GstState[];
}

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

function presentSchedule(schedule: ScheduleFacts): RoomTaxScheduleFacts {
  return {
    ...schedule,
    slabs: schedule.slabs.map((slab) => ({
      rateBp: slab.rateBp,
      aboveTaxable: rupeesOrNull(slab.aboveTaxablePaise),
      upToTaxable: rupeesOrNull(slab.upToTaxablePaise),
      upToInclusiveRent: rupeesOrNull(slab.upToInclusiveRentPaise),
    })),
    inclusiveBands: schedule.inclusiveBands.map((band) => ({
      from: paiseToRupees(band.fromPaise),
      to: paiseToRupees(band.toPaise),
      rateBp: band.rateBp,
    })),
  };
}

@Resolver(() => HotelSettings)
export class HotelSettingsResolver {
  constructor(private readonly services: Pick<Services, 'hotelSettings' | 'pricing'>) {}

  @Authorized()
  @Query(() => HotelSettings, { description: "The hotel's legal identity as invoices issued from now on carry it (admin)." })
  hotelSettings() {
    return this.services.hotelSettings.get();
  }

  @Authorized()
  @Mutation(() => HotelSettingsPayload, {
    description:
      'Saves the legal identity (admin, audited). Issued documents keep their own copy; a new invoice prefix applies from the next invoice and the numbers go on.',
  })
  updateHotelSettings(@Arg('input', () => HotelSettingsInput) input: HotelSettingsInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('settings', () => this.services.hotelSettings.update({ ...input }, adminActor(context.admin!)));
  }

  @FieldResolver(() => String, { description: 'The name of stateCode\'s state, e.g. "Uttar Pradesh".' })
  stateName(@Root() settings: HotelSettings): string {
    return stateNameOf(settings.stateCode) ?? settings.stateCode;
  }

  @Authorized()
  @Query(() => GstFactsResult, { description: 'ROOM_RATES_INCLUDE_GST and the room slabs with their dates (admin).' })
  gstFacts(): GstFactsResult {
    const facts = gstFacts(this.services.pricing.ratesIncludeGst, todayInHotel());
    const states = Object.entries(GST_STATES)
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.code.localeCompare(b.code));
    return { ...facts, schedules: facts.schedules.map(presentSchedule), states };
  }
}
