import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, readUploads, UploadPromise } from '../../graphql/uploads';
import { mutationPayload, PayloadType } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { BanquetTerms } from './banquet-terms.entity';
import { ALLOWED_GST_BP, ALLOWED_GST_BP_WHY } from './banquet-setup-rules';
import { HallSession } from './hall-session.entity';
import { Hall } from './hall.entity';
import { MenuDiet, MenuPackage } from './menu-package.entity';

/* Every field is optional here so that a missing one gets its own message, not a schema error. */

@InputType({ description: 'A hall: without id a new one, with id a change to it (every field is sent).' })
class HallInput {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true, description: 'Up to 100 characters.' }) name?: string;
  @Field(() => String, { nullable: true, description: 'Up to 2000 characters.' }) description?: string;
  @Field(() => Int, { nullable: true, description: '1 to 5000.' }) seatedCapacity?: number;
  @Field(() => Int, { nullable: true, description: 'At least the seated capacity.' }) floatingCapacity?: number;
  @Field(() => Boolean, { nullable: true, description: 'Shown to customers (default true).' }) isActive?: boolean;
}

@InputType({ description: 'A session of a hall: without id a new one, with id a change to it.' })
class HallSessionInput {
  @Field(() => ID, { nullable: true }) hallId?: string;
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true, description: 'Up to 40 characters, unique in its hall.' }) name?: string;
  @Field(() => String, { nullable: true, description: '"HH:MM", hotel time.' }) startsAt?: string;
  @Field(() => String, { nullable: true, description: '"HH:MM"; before the start means past midnight.' }) endsAt?: string;
  @Field(() => Float, { nullable: true, description: 'Hall rent for the session, rupees before GST, 0 or more.' })
  rent?: number;
  @Field(() => Boolean, { nullable: true, description: 'Offered to customers (default true).' }) isActive?: boolean;
}

@InputType({ description: 'A per-plate menu package: without id a new one, with id a change to it.' })
class MenuPackageInput {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true, description: 'Up to 80 characters.' }) name?: string;
  @Field(() => MenuDiet, { nullable: true }) diet?: MenuDiet;
  @Field(() => Float, { nullable: true, description: 'Rupees before GST, more than 0.' }) pricePerPlate?: number;
  @Field(() => Int, { nullable: true, description: '1 to 5000.' }) minPlates?: number;
  @Field(() => [String], { nullable: true, description: 'Up to 60 dishes of up to 80 characters.' }) dishes?: string[];
  @Field(() => Boolean, { nullable: true, description: 'Offered to customers (default true).' }) isActive?: boolean;
}

@InputType({ description: 'A payment after the advance.' })
class PaymentMilestoneInput {
  @Field(() => String, { nullable: true, description: 'Up to 40 characters, e.g. "Second payment".' }) label?: string;
  @Field(() => Int, { nullable: true, description: 'Percent of the quoted total, 1 to 99.' }) percent?: number;
  @Field(() => Int, { nullable: true, description: 'Due this many days before the event, 1 to 365.' }) daysBefore?: number;
}

@InputType({ description: 'One step of the cancellation scale.' })
class CancellationStepInput {
  @Field(() => Int, { nullable: true, description: 'Cancelled at least this many days before, 0 or more.' })
  minDaysBefore?: number;
  @Field(() => Int, { nullable: true, description: 'Percent of the money paid that comes back, 0 to 100.' })
  refundPercent?: number;
}

@InputType({ description: 'The banquet terms, every field (the Terms form sends them all).' })
class BanquetTermsInput {
  @Field(() => Int, { nullable: true, description: '1 to 100.' }) advancePercent?: number;
  @Field(() => [PaymentMilestoneInput], {
    nullable: true,
    description: 'Earliest first (days before strictly decreasing); advance + milestones ≤ 100.',
  })
  milestones?: PaymentMilestoneInput[];
  @Field(() => Int, { nullable: true, description: '0 to 60 days before the event.' }) guaranteeCutoffDays?: number;
  @Field(() => Int, { nullable: true, description: '1 to 720 hours.' }) holdHours?: number;
  @Field(() => [CancellationStepInput], {
    nullable: true,
    description: 'Longest notice first, refunds never rising as notice shortens, the last step at 0 days.',
  })
  cancellationScale?: CancellationStepInput[];
  @Field(() => Int, { nullable: true, description: `GST on hall rent, basis points. ${ALLOWED_GST_BP_WHY}` })
  hallGstBp?: number;
  @Field(() => Int, { nullable: true, description: `GST on catering, basis points. ${ALLOWED_GST_BP_WHY}` })
  cateringGstBp?: number;
}

@ObjectType({ description: 'The owner’s banquet catalogue: every hall (with every session), every menu, the terms.' })
class BanquetSetup {
  @Field(() => [Hall], { description: 'Halls by name, hidden ones too, each with all its sessions.' }) halls: Hall[];
  @Field(() => [MenuPackage], { description: 'Veg first, then by price, hidden ones too.' }) menuPackages: MenuPackage[];
  @Field(() => BanquetTerms) terms: BanquetTerms;
  @Field(() => [Int], {
    description: `The GST rates (basis points, highest first) that setBanquetTerms takes for the hall and the food. ${ALLOWED_GST_BP_WHY}`,
  })
  gstRatesBp: number[];
}

const HallPayload = PayloadType('HallPayload', 'hall', () => Hall, 'Answer of a hall mutation.');
const HallSessionPayload = PayloadType('HallSessionPayload', 'session', () => HallSession, 'Answer of saveHallSession.');
const MenuPackagePayload = PayloadType('MenuPackagePayload', 'menuPackage', () => MenuPackage, 'Answer of saveMenuPackage.');
const BanquetTermsPayload = PayloadType('BanquetTermsPayload', 'terms', () => BanquetTerms, 'Answer of setBanquetTerms.');

/** The owner's banquet catalogue (admin only, every write audited). */
@Resolver()
export class BanquetSetupResolver {
  constructor(private readonly services: Pick<Services, 'banquetSetup'>) {}

  @Authorized()
  @Query(() => BanquetSetup, { description: 'Halls, sessions, menus and terms as the owner edits them (admin).' })
  async banquetSetup(): Promise<BanquetSetup> {
    const setup = await this.services.banquetSetup.setup();
    return { ...setup, gstRatesBp: [...ALLOWED_GST_BP].sort((a, b) => b - a) };
  }

  @Authorized()
  @Mutation(() => HallPayload, { description: 'Adds a hall (no id) or changes one (admin, audited).' })
  saveHall(@Arg('input', () => HallInput) input: HallInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('hall', () => this.services.banquetSetup.saveHall({ ...input }, adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => HallSessionPayload, {
    description: 'Adds a session to a hall or changes one (admin, audited); active sessions of a hall may not overlap.',
  })
  saveHallSession(@Arg('input', () => HallSessionInput) input: HallSessionInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('session', () => this.services.banquetSetup.saveHallSession({ ...input }, adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => MenuPackagePayload, { description: 'Adds a menu package or changes one (admin, audited).' })
  saveMenuPackage(@Arg('input', () => MenuPackageInput) input: MenuPackageInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('menuPackage', () =>
      this.services.banquetSetup.saveMenuPackage({ ...input }, adminActor(context.admin!)),
    );
  }

  @Authorized()
  @Mutation(() => BanquetTermsPayload, {
    description: 'Sets the terms for enquiries from now on (admin, audited); events keep the terms they were sold with.',
  })
  setBanquetTerms(@Arg('input', () => BanquetTermsInput) input: BanquetTermsInput, @Ctx() context: GraphQLContext) {
    const plain = {
      ...input,
      milestones: input.milestones?.map((milestone) => ({ ...milestone })),
      cancellationScale: input.cancellationScale?.map((step) => ({ ...step })),
    };
    return mutationPayload('terms', () => this.services.banquetSetup.setTerms(plain, adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => HallPayload, { description: 'Adds photos after the hall’s others (JPEG, PNG, WebP; 5 MB each; 10 in all).' })
  async addHallPhotos(
    @Arg('hallId', () => ID) hallId: string,
    @Arg('images', () => [GraphQLUpload]) images: UploadPromise[],
    @Ctx() context: GraphQLContext,
  ) {
    return mutationPayload('hall', async () =>
      this.services.banquetSetup.addHallPhotos(hallId, await readUploads(images), adminActor(context.admin!)),
    );
  }

  @Authorized()
  @Mutation(() => HallPayload, { description: 'Takes a photo off the hall (and deletes the file when it is ours).' })
  removeHallPhoto(@Arg('hallId', () => ID) hallId: string, @Arg('photoUrl') photoUrl: string, @Ctx() context: GraphQLContext) {
    return mutationPayload('hall', () =>
      this.services.banquetSetup.removeHallPhoto(hallId, photoUrl, adminActor(context.admin!)),
    );
  }
}
