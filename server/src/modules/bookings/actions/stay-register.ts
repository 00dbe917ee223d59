import { EntityManager } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { Registration, RegistrationInput } from './registration';

/** The stay a register records: the booking, its lead guest (for a row of an old client's check-in) and when. */
export interface RegisteredStay {
  bookingId: string;
  bookCode: string;
  /** The booking's guest: the register's row when the desk gave no rows of its own. */
  leadGuestName: string;
  /** The check-in or check-out time. */
  at: Date;
}

/**
 * The port through which check-in and check-out keep the guest register (the guest-register
 * module implements it; services.ts wires it): the bookings module knows no register. `prepare`
 * checks the register's part of a check-in before anything is written and throws every field's
 * problem; its answer is handed back to `recordArrival` inside the check-in's transaction.
 */
export interface StayRegister {
  /** `lead`: the checked registration, for the lead guest's row when the desk gave no rows; null when it gave them. */
  prepare(input: RegistrationInput, lead: Registration | null, today: string): object;
  recordArrival(manager: EntityManager, actor: Actor, stay: RegisteredStay, prepared: object): Promise<void>;
  recordDeparture(manager: EntityManager, actor: Actor, stay: RegisteredStay): Promise<void>;
}

/** No register (a test that builds an action by hand): check-in and check-out record nothing more. */
export const NO_STAY_REGISTER: StayRegister = {
  prepare: () => ({}),
  recordArrival: () => Promise.resolve(),
  recordDeparture: () => Promise.resolve(),
};
