import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BookingLine } from './booking-line.entity';

/** A person staying in a booked room. */
@Entity('booking_pax')
export class BookingPax {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  lineId: string;

  @ManyToOne(() => BookingLine, (line) => line.pax, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'line_id' })
  line: BookingLine;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 10 })
  adultStatus: 'adult' | 'child';

  @Column({ type: 'varchar', length: 10 })
  gender: 'male' | 'female' | 'other';

  @Column({ type: 'smallint' })
  age: number;
}
