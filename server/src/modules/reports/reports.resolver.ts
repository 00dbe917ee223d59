import { Arg, Authorized, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Services } from '../../services';
import { queryResult } from '../../graphql/user-error';
import { BookingPaymentStatus, BookingStatus } from '../bookings/booking.entity';
import { Room } from '../rooms/room.entity';

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

@ObjectType({ description: 'Rooms × days: which nights are taken [from, to).' })
class BookingCalendar {
  @Field() from: string;
  @Field() to: string;
  @Field(() => [Room]) rooms: Room[];
  @Field(() => [CalendarEntry]) entries: CalendarEntry[];
}

@Resolver()
export class ReportsResolver {
  constructor(private readonly services: Pick<Services, 'calendar'>) {}

  @Authorized()
  @Query(() => BookingCalendar, { description: 'Confirmed bookings and live holds per room, from a date for some days (admin).' })
  bookingCalendar(
    @Arg('from', { description: 'YYYY-MM-DD' }) from: string,
    @Arg('days', () => Int, { defaultValue: 31 }) days: number,
  ) {
    return queryResult(() => this.services.calendar.calendar(from, days));
  }
}
