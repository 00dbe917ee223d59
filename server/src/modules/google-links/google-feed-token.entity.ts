import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The secret of the hotel's Google feed addresses (/google/hotel-list/{token}.xml and
 * /google/prices/{token}.xml): one row, made on first read and replaced when the owner makes new
 * links, after which the old addresses answer 404 at once on every instance.
 */
@Entity('google_feed_token')
@Check('google_feed_token_single_row', '"id" = 1')
export class GoogleFeedToken {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** 32 random bytes, base64url (43 characters). */
  @Column({ type: 'varchar', length: 64 })
  token: string;

  /** When this token was made (the links' age, shown to the owner). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  issuedAt: Date;
}
