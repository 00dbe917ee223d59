import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a member of staff looked at (issue 29, item 6: "who looked"). */
export enum PersonalDataReadKind {
  /** One booking's guest details: the booking page and its panels (name, phone, email, ID, notes). */
  BOOKING = 'booking',
  /** A list of bookings with guests' names and contacts (the bookings page, the old clients' list). */
  BOOKING_LIST = 'booking_list',
  /** Every booking with its guest as a CSV (the accountant's export). */
  BOOKINGS_EXPORT = 'bookings_export',
  /** The guest register of a day or a month, on the page. */
  GUEST_REGISTER = 'guest_register',
  /** The guest register as the printable PDF. */
  GUEST_REGISTER_PDF = 'guest_register_pdf',
  /** The Form III page: foreign guests' reports with their passport and visa particulars. */
  FORM_III_REPORTS = 'form_iii_reports',
  /** One Form III report's sheet, as PDF or CSV. */
  FORM_III_SHEET = 'form_iii_sheet',
}

registerEnumType(PersonalDataReadKind, {
  name: 'PersonalDataReadKind',
  description: 'What a member of staff read of guests’ personal data.',
});

/**
 * One read of guests' personal data by a member of staff: who, what, when, from which address.
 * Rows are only added (in the request of the read) and purged after ACCESS_LOG_RETENTION_DAYS;
 * they keep ids without foreign keys, so an erased booking or a removed staff member's reads stay.
 * They hold no personal data of the guest: a search's words are not kept, only that one was made.
 */
@ObjectType({ description: 'One read of guests’ personal data by a member of staff (the access log, owner only).' })
@Entity('personal_data_access')
export class PersonalDataAccess {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'When it was read.' })
  @Index('personal_data_access_at')
  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  @Field(() => ID, { description: 'The staff member who read it.' })
  @Column({ type: 'uuid' })
  staffId: string;

  @Field({ description: 'Their name and email when they read it: "Asha Verma <asha@hotel.in>".' })
  @Column({ type: 'varchar', length: 200 })
  staffLabel: string;

  @Field(() => PersonalDataReadKind)
  @Column({ type: 'varchar', length: 30 })
  kind: PersonalDataReadKind;

  @Field(() => ID, { nullable: true, description: 'The booking read (BOOKING), or the Form III report (FORM_III_SHEET).' })
  @Column({ type: 'uuid', nullable: true })
  subjectId: string | null;

  @Field(() => String, { nullable: true, description: 'The first day of the range read, YYYY-MM-DD (a register, a list).' })
  @Column({ type: 'date', nullable: true })
  fromDate: string | null;

  @Field(() => String, { nullable: true, description: 'The last day of the range read, YYYY-MM-DD.' })
  @Column({ type: 'date', nullable: true })
  toDate: string | null;

  @Field(() => String, { nullable: true, description: 'More of what was asked: "PDF", "searched by text", a booking code…' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  detail: string | null;

  @Field({ description: 'The address the request came from (an IPv6 address by its /64).' })
  @Column({ type: 'varchar', length: 64 })
  address: string;
}
