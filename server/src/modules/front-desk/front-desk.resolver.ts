import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, PayloadType, queryResult, UserError } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { paiseToRupees } from '../../shared/money';
import { DeskRow, FrontDeskDay } from './front-desk.service';
import { BanquetEvent } from '../banquet';
import { Booking, ChannelStay, GuestRegistration } from '../bookings';
import { CheckInInput } from './check-in-input';

@InputType({
  description:
    'Move a guest in the house to another room from tonight. Every field is optional so that a missing one gets its own message.',
})
class MoveRoomInput {
  @Field(() => ID, { nullable: true })
  bookingId?: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The booking line that moves; or give roomId. Either may be left out for a one-room stay.',
  })
  lineId?: string;

  @Field(() => ID, { nullable: true, description: 'The room the guest is in now (instead of lineId).' })
  roomId?: string;

  @Field(() => ID, { nullable: true })
  toRoomId?: string;

  @Field(() => String, { nullable: true, description: 'Why (the AC failed); at most 200 characters.' })
  reason?: string;
}

@ObjectType({ description: 'A booking on the front desk’s day, with what is still to pay.' })
class FrontDeskBooking {
  @Field(() => Booking)
  booking: Booking;

  @Field(() => Int, { description: 'Still to pay, in paise (0 when nothing is owed).' })
  balanceDuePaise: number;

  @Field(() => Float, { description: 'Still to pay, in rupees.' })
  balanceDue: number;
}

@ObjectType({ description: 'A banquet event on the desk’s day, with what its family still owes.' })
class FrontDeskEvent {
  @Field(() => BanquetEvent)
  event: BanquetEvent;

  @Field(() => Int, { description: 'Still to collect, in paise (0 when nothing is owed).' })
  balanceDuePaise: number;

  @Field(() => Float, { description: 'Still to collect, in rupees.' })
  balanceDue: number;
}

@ObjectType({ description: 'The day in figures.' })
class FrontDeskFigures {
  @Field(() => Int, { description: 'Rooms sold for the night of the date.' })
  roomsOccupied: number;

  @Field(() => Int, { description: 'Rooms open for sale.' })
  roomsTotal: number;

  @Field(() => Int)
  arrivals: number;

  @Field(() => Int)
  departures: number;

  @Field(() => Float, { description: 'Rupees still to collect from the day’s arrivals, guests in house and departures.' })
  cashToCollect: number;
}

@ObjectType({ description: 'The front desk’s day (admin).' })
class FrontDesk {
  @Field({ description: 'YYYY-MM-DD, hotel time.' })
  date: string;

  @Field(() => [FrontDeskBooking], { description: 'Expected (confirmed, not yet in) and checked in on the date.' })
  arrivals: FrontDeskBooking[];

  @Field(() => [FrontDeskBooking], { description: 'Checked in over the night of the date.' })
  inHouse: FrontDeskBooking[];

  @Field(() => [FrontDeskBooking], { description: 'Due out on the date (or overdue, today), or checked out on it.' })
  departures: FrontDeskBooking[];

  @Field(() => [FrontDeskBooking], {
    description:
      'Stays touching the date with a balance due that arrivals, in house and departures do not already show (a no-show, an early departure).',
  })
  unpaid: FrontDeskBooking[];

  @Field(() => [FrontDeskBooking], { description: 'Unpaid holds that lapse within 2 hours, soonest first.' })
  holdsExpiring: FrontDeskBooking[];

  @Field(() => [FrontDeskEvent], { description: 'The hall’s events of the date (on hold, confirmed or settled), by session.' })
  events: FrontDeskEvent[];

  @Field(() => [FrontDeskChannelStay], {
    description: 'Stays sold on an OTA (imported calendars) arriving, in house or leaving on the date, by room.',
  })
  channelStays: FrontDeskChannelStay[];

  @Field(() => FrontDeskFigures)
  figures: FrontDeskFigures;
}

const StayPayload = PayloadType('StayPayload', 'booking', () => Booking, 'Answer of checkIn, checkOut and moveRoom.');

@ObjectType({ description: "An OTA's stay on the desk's day (no guest data: the OTA's calendar carries none)." })
class FrontDeskChannelStay {
  @Field(() => ChannelStay)
  stay: ChannelStay;

  @Field()
  roomName: string;

  @Field({ description: 'arriving, in_house or leaving on the date.' })
  onTheDate: string;
}

@ObjectType({ description: 'Answer of markNoShow: the booking, and what the policy kept and refunded.' })
class NoShowPayload {
  @Field(() => [UserError])
  errors: UserError[];

  @Field(() => Booking, { nullable: true })
  booking?: Booking;

  @Field(() => String, { nullable: true, description: 'What the cancellation policy kept and what went back, in words.' })
  message?: string;
}

const row = ({ booking, balanceDuePaise }: DeskRow) => ({ booking, balanceDuePaise, balanceDue: paiseToRupees(balanceDuePaise) });

function shapeDay(day: FrontDeskDay): FrontDesk {
  const { cashToCollectPaise, ...figures } = day.figures;
  return {
    date: day.date,
    arrivals: day.arrivals.map(row),
    inHouse: day.inHouse.map(row),
    departures: day.departures.map(row),
    unpaid: day.unpaid.map(row),
    holdsExpiring: day.holdsExpiring.map(row),
    events: day.events.map(({ event, balanceDuePaise }) => ({
      event,
      balanceDuePaise,
      balanceDue: paiseToRupees(balanceDuePaise),
    })),
    channelStays: day.channelStays.map(({ stay, roomName, onTheDate }) => ({ stay, roomName, onTheDate })),
    figures: { ...figures, cashToCollect: paiseToRupees(cashToCollectPaise) },
  };
}

@Resolver(() => Booking)
export class FrontDeskResolver {
  constructor(private readonly services: Pick<Services, 'frontDesk' | 'stayDesk'>) {}

  @Authorized()
  @Query(() => FrontDesk, {
    description: 'The front desk’s day (admin): arrivals, in house, departures, balances, holds, the hall’s events.',
  })
  async frontDesk(
    @Arg('date', () => String, { nullable: true, description: 'YYYY-MM-DD; today (hotel time) when left out.' }) date?: string,
  ) {
    return shapeDay(await queryResult(() => this.services.frontDesk.day(date)));
  }

  @Authorized()
  @Mutation(() => StayPayload, {
    description: 'Checks the guest in on a day of the stay, with their ID proof and party (admin).',
  })
  checkIn(
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('registration', () => CheckInInput) registration: CheckInInput,
    @Ctx() context: GraphQLContext,
  ) {
    return mutationPayload('booking', () =>
      this.services.stayDesk.checkIn(adminActor(context.admin!), bookingId, { ...registration }),
    );
  }

  @Authorized()
  @Mutation(() => StayPayload, { description: 'Checks the guest out; refused while a balance is due (admin).' })
  checkOut(@Arg('bookingId', () => ID) bookingId: string, @Ctx() context: GraphQLContext) {
    return mutationPayload('booking', () => this.services.stayDesk.checkOut(adminActor(context.admin!), bookingId));
  }

  @Authorized()
  @Mutation(() => NoShowPayload, {
    description: 'The guest never came: later nights are freed and the cancellation policy decides what is kept (admin).',
  })
  async markNoShow(@Arg('bookingId', () => ID) bookingId: string, @Ctx() context: GraphQLContext): Promise<NoShowPayload> {
    const payload = await mutationPayload('result', () =>
      this.services.stayDesk.markNoShow(adminActor(context.admin!), bookingId),
    );
    return { errors: payload.errors, booking: payload.result?.booking, message: payload.result?.message };
  }

  @Authorized()
  @Mutation(() => StayPayload, {
    description:
      'Moves a guest in the house to another room from tonight, at the price booked (admin): the nights slept stay on the old room, which is free again and dirty; refused when the new room is taken.',
  })
  moveRoom(@Arg('input', () => MoveRoomInput) input: MoveRoomInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('booking', () => this.services.stayDesk.moveRoom(adminActor(context.admin!), { ...input }));
  }

  @FieldResolver(() => GuestRegistration, {
    nullable: true,
    description:
      'What the desk recorded at check-in (ID proof, party, Form C); null before check-in and for everyone but admins.',
  })
  registration(@Root() booking: Booking, @Ctx() { admin }: GraphQLContext): Promise<GuestRegistration | null> | null {
    return admin ? this.services.stayDesk.registrationOf(booking.id) : null;
  }
}
