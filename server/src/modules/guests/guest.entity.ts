import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

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

/** A guest who has booked or started a booking; one row per email address. */
@ObjectType({ description: 'A guest (the old API calls them users).' })
@Entity('guest')
export class Guest {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field({ description: 'Lower-case; unique.' })
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** E.164: +919876543210, +447911123456 (at most 15 digits after the +). */
  @Field()
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
