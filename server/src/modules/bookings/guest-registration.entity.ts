import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { Booking } from './booking.entity';
import { GuestIdType } from './guest-id-type';

/**
 * What the desk records when a guest checks in: ID proof (type and number: an Aadhaar's last four
 * digits only, which the database insists on), who is staying, and for a foreign guest the Form C
 * facts (nationality, passport, visa). One per booking.
 */
@ObjectType({ description: 'What the desk recorded when the guest checked in (admin).' })
@Entity('guest_registration')
@Check('guest_registration_party', '"adults" >= 1 AND "children" >= 0')
@Check('guest_registration_aadhaar_last_four', `"id_type" <> 'aadhaar' OR "id_number" ~ '^[0-9]{4}$'`)
export class GuestRegistration {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', unique: true })
  bookingId: string;

  @OneToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  @Field(() => GuestIdType, { description: 'Aadhaar, passport, driving licence, voter ID, PAN…' })
  @Column({ type: 'varchar', length: 30 })
  idType: GuestIdType;

  @Field({ description: 'As kept: an Aadhaar’s last four digits only (shown as “Aadhaar ending 1234”); other IDs in full.' })
  @Column({ type: 'varchar', length: 40 })
  idNumber: string;

  @Field(() => Int)
  @Column({ type: 'smallint' })
  adults: number;

  @Field(() => Int)
  @Column({ type: 'smallint' })
  children: number;

  @Field({ description: 'Indian for Indian guests; a foreign nationality needs the Form C facts.' })
  @Column({ type: 'varchar', length: 60 })
  nationality: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 20, nullable: true })
  passportNumber: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 30, nullable: true })
  visaNumber: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Column({ type: 'date', nullable: true })
  visaValidUntil: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  recordedBy: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
