import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import { GraphQLContext } from '../../../graphql/context';
import { mutationPayload, UserError } from '../../../graphql/user-error';
import { Services } from '../../../services';
import { adminActor } from '../../../shared/actor';
import { paiseToRupees } from '../../../shared/money';
import { FolioChargeDefaultFacts, FolioChargeKind, FolioChargeLine } from '../../billing';
import { Booking } from '../booking.entity';

/** The kinds as GraphQL names them (RESTAURANT…), stored as billing's lower-case kinds. */
const FolioChargeKindEnum = {
  RESTAURANT: 'restaurant',
  ROOM_SERVICE: 'room_service',
  LAUNDRY: 'laundry',
  EXTRA_BED: 'extra_bed',
  LATE_CHECK_OUT: 'late_check_out',
  MINIBAR: 'minibar',
  OTHER: 'other',
} satisfies Record<string, FolioChargeKind>;
registerEnumType(FolioChargeKindEnum, {
  name: 'FolioChargeKind',
  description: 'What a charge on a stay’s folio is for, beyond its room nights.',
});

@ObjectType('FolioCharge', { description: 'A charge on a stay’s folio beyond its room nights, or the line reversing one.' })
class FolioChargeView {
  @Field(() => ID) id: string;
  @Field(() => FolioChargeKindEnum) kind: FolioChargeKind;
  @Field({ description: '"Laundry: 3 shirts"; "Reversal: …" on a reversing line.' }) description: string;
  @Field() sac: string;
  @Field(() => Int, { description: 'Negative on a reversing line.' }) quantity: number;
  @Field(() => Float, { description: 'One of it, in rupees before GST.' }) unitPrice: number;
  @Field(() => Float, { description: 'GST rate in percent (5, 18…).' }) gstRate: number;
  @Field(() => Float, { description: 'Rupees before GST (negative on a reversing line).' }) taxable: number;
  @Field(() => Float) cgst: number;
  @Field(() => Float) sgst: number;
  @Field(() => Float, { description: 'Rupees with GST.' }) total: number;
  @Field({ description: 'The hotel’s business day it was posted on (YYYY-MM-DD).' }) postedOn: string;
  @Field({ description: 'Who posted it.' }) postedBy: string;
  @Field() postedAt: Date;
  @Field(() => ID, { nullable: true, description: 'On a reversing line: the charge it takes out.' }) reversesId: string | null;
  @Field(() => String, { nullable: true, description: 'On a reversing line: why.' }) reason: string | null;
  @Field({ description: 'A charge taken out by a reversing line.' }) reversed: boolean;
}

@ObjectType('FolioChargeDefault', { description: 'What the desk’s charge form starts from for one kind of charge (Settings).' })
class FolioChargeDefaultView {
  @Field(() => FolioChargeKindEnum) kind: FolioChargeKind;
  @Field() label: string;
  @Field() sac: string;
  @Field(() => Float, { description: 'GST rate in percent.' }) gstRate: number;
  @Field(() => Float, { nullable: true, description: 'Usual price of one in rupees before GST; null when it differs each time.' })
  unitPrice: number | null;
}

@InputType({ description: 'A charge the desk posts to a guest in the house; its SAC and GST rate are the kind’s (Settings).' })
class AddFolioChargeInput {
  @Field(() => ID) bookingId: string;
  @Field(() => FolioChargeKindEnum) kind: FolioChargeKind;
  @Field(() => Int, { description: '1 to 999.' }) quantity: number;
  @Field(() => Float, { description: 'Rupees for one, before GST; at most two decimals.' }) unitPrice: number;
  @Field(() => String, { nullable: true, description: 'What it was, up to 120 characters; required for OTHER.' }) note?: string;
}

@InputType({ description: 'One kind’s SAC, GST rate and usual price.' })
class FolioChargeDefaultInput {
  @Field(() => FolioChargeKindEnum) kind: FolioChargeKind;
  @Field() sac: string;
  @Field(() => Float, { description: 'Percent: 0, 5, 12, 18, 28 or 40.' }) gstRate: number;
  @Field(() => Float, { nullable: true, description: 'Rupees before GST; null when it differs each time.' }) unitPrice?:
    number | null;
}

@ObjectType({ description: 'Answer of addFolioCharge and reverseFolioCharge.' })
class FolioChargePayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => FolioChargeView, { nullable: true, description: 'The new line: the charge, or the reversing line.' })
  charge?: FolioChargeView;
  @Field(() => Booking, { nullable: true }) booking?: Booking;
}

@ObjectType({ description: 'Answer of updateFolioChargeDefaults.' })
class FolioChargeDefaultsPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => [FolioChargeDefaultView], { nullable: true }) defaults?: FolioChargeDefaultView[];
}

function chargeView(line: FolioChargeLine, reversedIds: ReadonlySet<string>): FolioChargeView {
  return {
    id: line.id,
    kind: line.kind,
    description: line.description,
    sac: line.sac,
    quantity: line.quantity,
    unitPrice: paiseToRupees(line.unitPricePaise),
    gstRate: line.rateBp / 100,
    taxable: paiseToRupees(line.taxablePaise),
    cgst: paiseToRupees(line.cgstPaise),
    sgst: paiseToRupees(line.sgstPaise),
    total: paiseToRupees(line.totalPaise),
    postedOn: line.postedOn,
    postedBy: line.postedBy,
    postedAt: line.createdAt,
    reversesId: line.reversesId,
    reason: line.reason,
    reversed: reversedIds.has(line.id),
  };
}

function defaultView(facts: FolioChargeDefaultFacts & { kind: FolioChargeKind }): FolioChargeDefaultView {
  return {
    kind: facts.kind,
    label: facts.label,
    sac: facts.sac,
    gstRate: facts.rateBp / 100,
    unitPrice: facts.unitPricePaise === null ? null : paiseToRupees(facts.unitPricePaise),
  };
}

/** Extras on a stay's folio (restaurant, laundry, an extra bed…) and their defaults per kind. */
@Resolver()
export class FolioChargesResolver {
  constructor(private readonly services: Pick<Services, 'folioCharges'>) {}

  @Authorized()
  @Query(() => [FolioChargeView], {
    description: 'The charges on a stay’s folio beyond its rooms, reversing lines included, oldest first (admin).',
  })
  async folioCharges(@Arg('bookingId', () => ID) bookingId: string): Promise<FolioChargeView[]> {
    const lines = await this.services.folioCharges.of(bookingId);
    const reversed = new Set(lines.map((line) => line.reversesId).filter((id): id is string => id !== null));
    return lines.map((line) => chargeView(line, reversed));
  }

  @Authorized()
  @Query(() => [FolioChargeDefaultView], { description: 'Each kind of charge’s SAC, GST rate and usual price (admin).' })
  async folioChargeDefaults(): Promise<FolioChargeDefaultView[]> {
    return (await this.services.folioCharges.defaults()).map(defaultView);
  }

  @Authorized()
  @Mutation(() => FolioChargePayload, {
    description:
      'Posts a charge to a guest in the house at its kind’s SAC and GST rate; it is on the invoice at check-out (admin).',
  })
  async addFolioCharge(@Ctx() context: GraphQLContext, @Arg('input', () => AddFolioChargeInput) input: AddFolioChargeInput) {
    const { errors, result } = await mutationPayload('result', () =>
      this.services.folioCharges.add(adminActor(context.admin!), { ...input }),
    );
    return { errors, ...(result && { charge: chargeView(result.charge, new Set()), booking: result.booking }) };
  }

  @Authorized()
  @Mutation(() => FolioChargePayload, {
    description:
      'Takes a wrong charge out with a reversing line of the opposite amounts, with a reason; the original is kept (admin).',
  })
  async reverseFolioCharge(
    @Ctx() context: GraphQLContext,
    @Arg('chargeId', () => ID) chargeId: string,
    @Arg('reason', () => String) reason: string,
  ) {
    const { errors, result } = await mutationPayload('result', () =>
      this.services.folioCharges.reverse(adminActor(context.admin!), chargeId, reason),
    );
    return { errors, ...(result && { charge: chargeView(result.charge, new Set()), booking: result.booking }) };
  }

  @Authorized()
  @Mutation(() => FolioChargeDefaultsPayload, {
    description: 'Changes the SAC, GST rate and usual price of kinds of charge (admin).',
  })
  async updateFolioChargeDefaults(
    @Ctx() context: GraphQLContext,
    @Arg('defaults', () => [FolioChargeDefaultInput]) defaults: FolioChargeDefaultInput[],
  ) {
    const { errors, result } = await mutationPayload('result', () =>
      this.services.folioCharges.updateDefaults(
        adminActor(context.admin!),
        defaults.map((item) => ({ ...item })),
      ),
    );
    return { errors, ...(result && { defaults: result.map(defaultView) }) };
  }
}
