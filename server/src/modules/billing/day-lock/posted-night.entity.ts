import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A room night the day close posted to a stay's folio. A stay's room charges are derived from
 * its booking lines (each night priced when booked); posting records that night, at the price it
 * had, as part of a closed day, so a later change of it needs the owner and the day's figures
 * can be read back as they were closed. One row per stay, room and night.
 */
@Entity('posted_night')
@Unique('posted_night_once', ['bookingId', 'roomId', 'night'])
@Check('posted_night_tax_adds_up', '"taxable_paise" + "cgst_paise" + "sgst_paise" = "amount_paise"')
export class PostedNight {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The stay's folio (billing knows no booking: a plain column with its foreign key). */
  @Column({ type: 'uuid' })
  @ForeignKey('Booking', { onDelete: 'CASCADE' })
  bookingId: string;

  @Column({ type: 'uuid' })
  roomId: string;

  @Column({ type: 'varchar', length: 100 })
  roomName: string;

  /** The night's date (the evening it starts), the closed day. */
  @Index()
  @Column({ type: 'date' })
  night: string;

  @Column({ type: 'integer' })
  amountPaise: number;

  @Column({ type: 'integer' })
  taxablePaise: number;

  @Column({ type: 'integer' })
  cgstPaise: number;

  @Column({ type: 'integer' })
  sgstPaise: number;

  @Column({ type: 'timestamptz' })
  postedAt: Date;
}
