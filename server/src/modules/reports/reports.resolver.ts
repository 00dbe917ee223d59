import { Arg, Authorized, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Services } from '../../services';
import { queryResult } from '../../graphql/user-error';
import { BookingPaymentStatus, BookingStatus, ChannelStay } from '../bookings';
import { Room } from '../rooms';
import { HotelReportResult, presentReport } from './hotel-report.types';

@ObjectType({ description: 'A room taken on some nights of the calendar window.' })
class CalendarEntry {
  @Field(() => ID) roomId: string;
  @Field(() => ID) bookingId: string;
  @Field() bookCode: string;
  @Field() guestName: string;
  @Field() checkIn: string;
  @Field() checkOut: string;
  @Field(() => BookingStatus) status: BookingStatus;
  @Field(() => BookingPaymentStatus) paymentStatus: BookingPaymentStatus;
  @Field(() => Date, { nullable: true }) holdExpiresAt: Date | null;
}

@ObjectType({ description: 'A room closed for some nights [startsOn, endsOn) (repairs) in the calendar window.' })
class CalendarBlock {
  @Field(() => ID, { description: 'The block, for unblockRoom.' }) id: string;
  @Field(() => ID) roomId: string;
  @Field() startsOn: string;
  @Field() endsOn: string;
  @Field() reason: string;
}

@ObjectType({ description: 'One night of the window: rooms taken by guests out of rooms for sale.' })
class CalendarNight {
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field(() => Int) occupied: number;
  @Field(() => Int, { description: 'Rooms open for booking and not closed that night, plus any a guest has anyway.' })
  forSale: number;
}

@ObjectType({ description: 'Rooms × days: which nights are taken [from, to).' })
class BookingCalendar {
  @Field() from: string;
  @Field() to: string;
  @Field(() => [Room], { description: 'By room number ("2" before "10"); deleted rooms are left out.' }) rooms: Room[];
  @Field(() => [CalendarEntry]) entries: CalendarEntry[];
  @Field(() => [CalendarBlock]) blocks: CalendarBlock[];
  @Field(() => [ChannelStay], { description: 'Stays sold on an OTA (imported calendars) in the window.' })
  channelStays: ChannelStay[];
  @Field(() => [CalendarNight], { description: 'Occupancy per night, one per day of the window.' }) nights: CalendarNight[];
}

@Resolver()
export class ReportsResolver {
  constructor(private readonly services: Pick<Services, 'calendar' | 'hotelReports'>) {}

  @Authorized()
  @Query(() => BookingCalendar, {
    description:
      'Confirmed bookings, live holds and room blocks per room, from a date for some days, with occupancy per night (admin).',
  })
  bookingCalendar(
    @Arg('from', { description: 'YYYY-MM-DD' }) from: string,
    @Arg('days', () => Int, { defaultValue: 31 }) days: number,
  ) {
    return queryResult(() => this.services.calendar.calendar(from, days));
  }

  @Authorized()
  @Query(() => HotelReportResult, {
    description:
      'Occupancy, ADR, RevPAR, room revenue and money received for the nights from..to (both included, at most 400), per day and per month (admin).',
  })
  async reports(
    @Arg('from', { description: 'YYYY-MM-DD' }) from: string,
    @Arg('to', { description: 'YYYY-MM-DD, included' }) to: string,
  ) {
    return presentReport(await queryResult(() => this.services.hotelReports.report(from, to)));
  }
}
