import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FolioChargeKind } from './folio-charge-kinds';

/**
 * The owner's defaults for one kind of folio charge (Settings): the SAC, GST rate and usual price
 * the desk's form starts from. A kind without a row uses FOLIO_CHARGE_DEFAULTS.
 */
@Entity('folio_charge_default')
export class FolioChargeDefault {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: FolioChargeKind;

  @Column({ type: 'varchar', length: 8 })
  sac: string;

  @Column({ type: 'integer' })
  rateBp: number;

  @Column({ type: 'integer', nullable: true })
  unitPricePaise: number | null;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'varchar', length: 200 })
  updatedBy: string;
}
