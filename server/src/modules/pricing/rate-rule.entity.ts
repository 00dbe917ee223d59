import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Exclusion, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { RoomType } from '../rooms/room.entity';

export const RateRuleKind = {
  /** A rent for one day of the week (weekend prices). */
  WEEKDAY: 'weekday',
  /** A rent for dated nights (the wedding season), with a minimum stay; it overrides weekday rents. */
  SEASON: 'season',
} as const;
export type RateRuleKind = (typeof RateRuleKind)[keyof typeof RateRuleKind];
registerEnumType(RateRuleKind, { name: 'RateRuleKind', description: 'A weekday rent or a dated season.' });

/**
 * An owner's rule for nightly rents, for one room or every room of a type. Without any rule a
 * night costs the room's rent. A night takes, most specific first: the room's season, its type's
 * season, the room's weekday rent, its type's weekday rent, the room's rent. The database refuses
 * two seasons of one room (or one type) that share a night, and two rents for one weekday.
 */
@ObjectType({ description: "An owner's rule for nightly rents: a weekday rent or a dated season." })
@Entity('rate_rule')
@Check('rate_rule_one_scope', '("room_id" IS NULL) <> ("room_type" IS NULL)')
@Check('rate_rule_kind_known', `"kind" IN ('weekday', 'season')`)
@Check('rate_rule_rent_not_negative', '"rent_paise" >= 0')
@Check(
  'rate_rule_weekday_shape',
  `"kind" <> 'weekday' OR ("weekday" BETWEEN 0 AND 6 AND "starts_on" IS NULL AND "ends_on" IS NULL AND "min_stay" IS NULL)`,
)
@Check(
  'rate_rule_season_shape',
  `"kind" <> 'season' OR ("weekday" IS NULL AND "name" IS NOT NULL AND "ends_on" >= "starts_on" AND "min_stay" >= 1)`,
)
@Exclusion(
  'rate_rule_room_seasons_apart',
  `USING gist ("room_id" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&) WHERE ("kind" = 'season' AND "room_id" IS NOT NULL)`,
)
@Exclusion(
  'rate_rule_type_seasons_apart',
  `USING gist ("room_type" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&) WHERE ("kind" = 'season' AND "room_type" IS NOT NULL)`,
)
@Index('rate_rule_room_weekday', ['roomId', 'weekday'], { unique: true, where: `"kind" = 'weekday' AND "room_id" IS NOT NULL` })
@Index('rate_rule_type_weekday', ['roomType', 'weekday'], {
  unique: true,
  where: `"kind" = 'weekday' AND "room_type" IS NOT NULL`,
})
export class RateRule {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => RateRuleKind)
  @Column({ type: 'varchar', length: 10 })
  kind: RateRuleKind;

  /** The room it prices; null when it prices a room type. */
  @Field(() => ID, { nullable: true })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  roomId: string | null;

  /** The room type it prices; null when it prices one room. */
  @Field(() => RoomType, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  roomType: RoomType | null;

  /** A weekday rule's day, 0 (Sunday) to 6 (Saturday). */
  @Field(() => Int, { nullable: true, description: 'Day of the week, 0 (Sunday) to 6 (Saturday).' })
  @Column({ type: 'smallint', nullable: true })
  weekday: number | null;

  /** A season's name, as guests and the owner read it ("Wedding season"). */
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 60, nullable: true })
  name: string | null;

  /** A season's first night (YYYY-MM-DD). */
  @Field(() => String, { nullable: true })
  @Column({ type: 'date', nullable: true })
  startsOn: string | null;

  /** A season's last night, included. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'date', nullable: true })
  endsOn: string | null;

  /** The fewest nights a stay touching the season may have. */
  @Field(() => Int, { nullable: true })
  @Column({ type: 'smallint', nullable: true })
  minStay: number | null;

  /** The rent of one night as the owner enters it (with or without GST: ROOM_RATES_INCLUDE_GST). */
  @Field(() => Int, { description: 'Rent for one night in paise, as entered.' })
  @Column({ type: 'integer' })
  rentPaise: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
