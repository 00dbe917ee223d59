import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { OtaChannel } from '../bookings';

/**
 * A secret iCal feed of the hotel's taken nights, for one channel: of one room, or of a room type
 * (a night is taken when every room of the type is). Its token is the whole secret of its URL
 * (/ical/{token}.ics, 256 random bits); the owner makes a new one when a link leaked, and the old
 * stops at once. It is kept as it is, since the owner copies the link again when adding a channel
 * (only the owner and the manager read it).
 */
@Entity('ical_export')
@Unique('ical_export_target', ['target', 'channel'])
@Check('ical_export_target_shape', `"target" ~ '^(room|type):'`)
export class IcalExport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** "room:{uuid}" or "type:{RoomType}". */
  @Column({ type: 'varchar', length: 60 })
  target: string;

  @Column({ type: 'varchar', length: 20 })
  channel: OtaChannel;

  @Index('ical_export_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: 'timestamptz' })
  madeAt: Date;

  @Column({ type: 'varchar', length: 120 })
  madeBy: string;

  /** When an OTA last fetched it (written at most every few minutes). */
  @Column({ type: 'timestamptz', nullable: true })
  lastFetchedAt: Date | null;
}
