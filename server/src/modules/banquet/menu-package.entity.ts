import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export enum MenuDiet {
  VEG = 'veg',
  NON_VEG = 'non_veg',
}
registerEnumType(MenuDiet, { name: 'MenuDiet', description: 'Veg or non-veg.' });

/** A per-plate menu: its price, the fewest plates it is served for, and its dishes. */
@ObjectType({ description: 'A per-plate menu package.' })
@Entity('menu_package')
@Check('menu_package_diet_known', `"diet" IN ('veg', 'non_veg')`)
@Check('menu_package_money', '"price_per_plate_paise" > 0 AND "min_plates" > 0')
export class MenuPackage {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Field(() => MenuDiet)
  @Column({ type: 'varchar', length: 8 })
  diet: MenuDiet;

  @Field(() => Int, { description: 'Price of one plate, in paise, before GST.' })
  @Column({ type: 'integer' })
  pricePerPlatePaise: number;

  @Field(() => Float, { description: 'Price of one plate, in rupees, before GST.' })
  get pricePerPlate(): number {
    return this.pricePerPlatePaise / 100;
  }

  @Field(() => Int, { description: 'The fewest plates billed with this menu.' })
  @Column({ type: 'integer' })
  minPlates: number;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  dishes: string[];

  @Field({ description: 'Offered to customers.' })
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
