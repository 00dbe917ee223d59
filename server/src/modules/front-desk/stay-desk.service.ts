import { Actor } from '../../shared/actor';
import {
  Booking,
  CheckIn,
  CheckOut,
  GuestRegistration,
  MarkNoShow,
  MoveRoom,
  NoShowResult,
  RegistrationInput,
  RoomMoveRequest,
} from '../bookings';

export type { NoShowResult } from '../bookings';

/**
 * The desk moves a stay along: check-in (with the guest's registration), check-out (once nothing
 * is owed), no-show (the cancellation policy decides what is kept) and a move to another room. Each is a booking action of
 * the bookings module (its one transaction, its audit entry, its mail); the resolver checks that
 * an admin asks.
 */
export class StayDeskService {
  constructor(
    private readonly checkInAction: CheckIn,
    private readonly checkOutAction: CheckOut,
    private readonly noShowAction: MarkNoShow,
    private readonly moveRoomAction: MoveRoom,
  ) {}

  /** Checks the guest in on a day of the stay, recording their ID proof, party and Form C facts. */
  checkIn(actor: Actor, bookingId: unknown, input: RegistrationInput): Promise<Booking> {
    return this.checkInAction.run(actor, bookingId, input);
  }

  /** Checks the guest out; the stay's tax invoice is issued now. */
  checkOut(actor: Actor, bookingId: unknown): Promise<Booking> {
    return this.checkOutAction.run(actor, bookingId);
  }

  /** The guest never came: the policy decides what is kept, paid money beyond it goes back. */
  markNoShow(actor: Actor, bookingId: unknown): Promise<NoShowResult> {
    return this.noShowAction.run(actor, bookingId);
  }

  /** A guest in the house sleeps in another room from tonight, at the price booked. */
  moveRoom(actor: Actor, request: RoomMoveRequest): Promise<Booking> {
    return this.moveRoomAction.run(actor, request);
  }

  /** What check-in recorded for a booking, if it was checked in. */
  registrationOf(bookingId: string): Promise<GuestRegistration | null> {
    return this.checkInAction.registrationOf(bookingId);
  }
}
