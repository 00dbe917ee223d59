import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { StoredPhoto } from '../photos/stored-photo.entity';

/**
 * A photo the owner uploaded for the landing page's gallery (re-encoded by the photos module like
 * a room's): a slide names it by id. One no slide names any more is released, then its files go;
 * one uploaded but never saved on a slide goes a day later.
 */
@Entity('gallery_photo')
export class GalleryPhoto {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The stored photo's public address, /uploads/<uuid>.<jpg|png|webp>. */
  @Index('gallery_photo_url', { unique: true })
  @Column({ type: 'varchar', length: 300 })
  url: string;

  /** Its record goes with its files, and this row with it. */
  @ManyToOne(() => StoredPhoto, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'url', referencedColumnName: 'url' })
  photo?: Relation<StoredPhoto>;

  /** When the profile stopped naming it: no slide may take it again, and its files are being removed. */
  @Column({ type: 'timestamptz', nullable: true })
  releasedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
