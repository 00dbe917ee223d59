import { Field, ObjectType } from 'type-graphql';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The hotel's legal identity, as its tax invoices carry it (Rule 46): one row, edited on the admin
 * Settings page and seeded on the first start from the HOTEL_* settings. Issued documents keep a
 * copy of it, so an edit never rewrites an invoice.
 */
@ObjectType({ description: "The hotel's legal identity on its tax invoices." })
@Entity('hotel_settings')
@Check('hotel_settings_single_row', '"id" = 1')
@Check('hotel_settings_state_code_shape', `"state_code" ~ '^[0-9]{2}$'`)
@Check('hotel_settings_gstin_state', `left("gstin", 2) = "state_code"`)
export class HotelSettings {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Field({ description: 'The legal name registered for GST.' })
  @Column({ type: 'varchar', length: 120 })
  legalName: string;

  @Field({ description: 'The name guests know (on the invoice under the legal name).' })
  @Column({ type: 'varchar', length: 120 })
  tradeName: string;

  @Field({ description: 'Street, area and city, as on the GST registration.' })
  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Field()
  @Column({ type: 'varchar', length: 10 })
  pincode: string;

  @Field({ description: 'Two-digit GST state code (the place of supply of room nights).' })
  @Column({ type: 'char', length: 2 })
  stateCode: string;

  @Field({ description: '15 characters; starts with the state code.' })
  @Column({ type: 'varchar', length: 15 })
  gstin: string;

  @Field({ description: 'Tax invoice numbers read {prefix}/{YY-YY}/{n}: letters and digits, at most 4.' })
  @Column({ type: 'varchar', length: 4 })
  invoicePrefix: string;

  @Field({ description: 'Who signs the invoices ("Authorised signatory").' })
  @Column({ type: 'varchar', length: 120 })
  signatory: string;

  @Field(() => Date)
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
