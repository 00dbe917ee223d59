import { DataSource } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { Clock } from '../../../shared/clock';
import { todayInHotel } from '../../../shared/dates';
import { AuditAction, AuditService } from '../../audit';
import { TaxDocumentsService } from '../../billing';
import { RoomStatus, setHousekeepingStatus } from '../../rooms';
import { BookingLine } from '../booking-line.entity';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { Booking } from '../booking.entity';
import { BookingMoneyService } from '../money/booking-money.service';
import { bookingWithRooms } from './booking-with-rooms';
import { balanceDueAtCheckOut } from './stay-action-errors';
import { NO_STAY_REGISTER, StayRegister } from './stay-register';

/**
 * The desk checks the guest out; while a balance is due it is asked to take it first. The stay's
 * tax invoice is issued now, from its charges (the money taken before was advances): the
 * lifecycle's move, the documents, the rooms becoming dirty and the audit entry are one
 * transaction, and the documents are mailed after it commits.
 */
export class CheckOut {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly bookingMoney: BookingMoneyService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly register: StayRegister = NO_STAY_REGISTER,
  ) {}

  async run(actor: Actor, bookingId: unknown): Promise<Booking> {
    const id = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      this.lifecycle.assertCan(booking, 'checkOut');
      const { balanceDuePaise } = await this.bookingMoney.of(manager, booking.id);
      if (balanceDuePaise > 0) throw balanceDueAtCheckOut(balanceDuePaise);
      const booked = booking.checkOut;
      // The rooms the guest leaves (after a move, only the last one: the first is dirty since the move).
      const leftRooms = (await manager.findBy(BookingLine, { bookingId: booking.id }))
        .filter((line) => line.checkOut === booked)
        .map((line) => line.roomId);
      await this.lifecycle.checkOut(manager, booking);
      await setHousekeepingStatus(manager, leftRooms, RoomStatus.DIRTY, actor, this.clock());
      await this.taxDocuments.reconcile(manager, booking.id, actor);
      const stay = { bookingId: booking.id, bookCode: booking.bookCode, leadGuestName: booking.userName, at: this.clock() };
      await this.register.recordDeparture(manager, actor, stay);
      const today = todayInHotel(stay.at);
      await this.audit.record(manager, actor, {
        action: AuditAction.CHECK_OUT,
        detail: `Checked out ${booking.bookCode}${today < booked ? ` early (booked until ${booked}); the later nights are free again` : ''}`,
        bookingId: booking.id,
      });
      return booking.id;
    });
    return bookingWithRooms(this.dataSource, id);
  }
}
