import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@ObjectType({ description: 'Postal address of a guest; every part is optional.' })
export class Address {
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  street: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  street2: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 20, nullable: true })
  zip: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  country: string | null;
}

/** A guest who has booked or started a booking; one row per email address (a desk guest without one: per phone). */
@ObjectType({ description: 'A guest (the old API calls them users).' })
@Entity('guest')
export class Guest {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field(() => String, { nullable: true, description: 'Lower-case; unique. Null for a walk-in or phone guest who gave none.' })
  @Column({ type: 'varchar', length: 254, unique: true, nullable: true })
  email: string | null;

  /** E.164: +919876543210, +447911123456 (at most 15 digits after the +). */
  @Field()
  @Index('guest_phone')
  @Column({ type: 'varchar', length: 16 })
  phone: string;

  @Field(() => Address)
  @Column(() => Address, { prefix: 'address' })
  address: Address;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
