import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A photo the server re-encoded: its public address, its size upright and the widths its AVIF and
 * WebP variants exist at, so pages get their srcsets without looking at the disk.
 */
@Entity('photo')
@Check('photo_size_positive', '"width" > 0 AND "height" > 0')
export class StoredPhoto {
  /** The public address, /uploads/<name>.<jpg|png|webp>; variants are /uploads/<name>-<width>.<avif|webp>. */
  @PrimaryColumn({ type: 'varchar', length: 300 })
  url: string;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ type: 'integer', array: true })
  widths: number[];

  /** The file kept untouched in the originals folder for the admin; null when there is none (demo photos). */
  @Column({ name: 'original_file', type: 'varchar', length: 100, nullable: true })
  originalFile: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
