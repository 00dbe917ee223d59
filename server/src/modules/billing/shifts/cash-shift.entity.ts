import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DeskPaymentMethod } from '../payments/payment-enums';

/** One method's money at the close of a shift: what the ledger expected and what was counted. */
export interface ShiftTally {
  method: DeskPaymentMethod;
  /** The float (cash only) plus the shift's entries of this method, in paise. */
  expectedPaise: number;
  /** Null when this method was not counted at the close. */
  countedPaise: number | null;
  /** counted − expected (negative: short), null when not counted. */
  differencePaise: number | null;
}

/**
 * A desk person's cash shift: opened with the float in the drawer, closed with what was counted.
 * Every desk entry the person records while it is open carries its id (payment.shift_id), so
 * what the drawer should hold is read from the ledger, never typed. One open shift per person
 * (a unique partial index); a closed shift keeps its tally as it was at the close.
 */
@ObjectType({ description: 'A cash shift at the desk: the float, the money taken, the count at the close.' })
@Entity('cash_shift')
@Index('cash_shift_one_open_per_person', ['adminId'], { unique: true, where: '"closed_at" IS NULL' })
@Check('cash_shift_float_not_negative', '"float_paise" >= 0')
export class CashShift {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The person whose shift it is (an admin account). */
  @Column({ type: 'uuid' })
  @ForeignKey('Admin', { onDelete: 'RESTRICT' })
  adminId: string;

  @Field({ description: 'Who opened the shift ("Asha Verma <asha@hotel.in>").' })
  @Column({ type: 'varchar', length: 200 })
  openedBy: string;

  @Field()
  @Column({ type: 'timestamptz' })
  openedAt: Date;

  @Field(() => Int, { description: 'Cash in the drawer at the start, in paise.' })
  @Column({ type: 'integer' })
  floatPaise: number;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who closed the shift.' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  closedBy: string | null;

  /** Expected and counted per method, as at the close. */
  @Column({ type: 'jsonb', nullable: true })
  tally: ShiftTally[] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Counted less expected over the methods counted, in paise (negative: short).',
  })
  @Column({ type: 'integer', nullable: true })
  differencePaise: number | null;

  @Field(() => String, { nullable: true, description: 'What the person closing said about the count.' })
  @Column({ type: 'text', nullable: true })
  closeNote: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'What the drawer and terminals should have held at the close, all methods, in paise (null while open).',
  })
  get expectedPaise(): number | null {
    return this.tally ? this.tally.reduce((sum, line) => sum + line.expectedPaise, 0) : null;
  }

  @Field(() => Int, {
    nullable: true,
    description: 'What was counted at the close, all methods counted, in paise (null while open).',
  })
  get countedPaise(): number | null {
    return this.tally ? this.tally.reduce((sum, line) => sum + (line.countedPaise ?? 0), 0) : null;
  }
}
