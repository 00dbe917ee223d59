import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../../graphql/context';
import { mutationPayload, nullWhenNotFound, queryResult, UserError } from '../../../graphql/user-error';
import { adminActor } from '../../../shared/actor';
import { paiseToRupees } from '../../../shared/money';
import { Payment, PaymentMethod } from '../payments/payment.entity';
import { CashShift } from './cash-shift.entity';
import { CashShifts, ShiftReport } from './cash-shifts';

@ObjectType({ description: 'One method’s money in a shift: expected from the ledger, and counted at the close (rupees).' })
class ShiftTallyLine {
  @Field(() => PaymentMethod) method: PaymentMethod;
  @Field(() => Float, { description: 'The float (cash only) plus the shift’s entries of this method.' }) expected: number;
  @Field(() => Float, { nullable: true, description: 'Null when not counted (or the shift is still open).' }) counted:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Counted less expected (negative: short).' }) difference: number | null;
}

@ObjectType({ description: 'A cash shift with its entries and its money by method (admin).' })
class ShiftReportResult {
  @Field(() => CashShift) shift: CashShift;
  @Field({ description: 'Still open: the tally is what is expected so far.' }) open: boolean;
  @Field(() => Float, { description: 'The float in rupees.' }) float: number;
  @Field(() => Float, { nullable: true, description: 'Counted less expected over the methods counted (rupees).' })
  difference: number | null;
  @Field(() => [Payment], { description: 'The desk entries taken in the shift (money and reversals), oldest first.' })
  entries: Payment[];
  @Field(() => [ShiftTallyLine]) tally: ShiftTallyLine[];
  @Field({ description: 'The shift report as a PDF (admin).' }) pdfUrl: string;
}

@InputType({ description: 'Money counted at the close of a shift, one method.' })
class ShiftCountLine {
  @Field(() => PaymentMethod, { description: 'CASH, UPI, CARD or BANK_TRANSFER.' }) method: PaymentMethod;
  @Field(() => Float, { description: 'Rupees counted (0 or more).' }) amount: number;
}

@InputType({ description: 'Closes a shift with what was counted.' })
class CloseShiftInput {
  @Field(() => ID, { nullable: true, description: 'The shift to close; your own open shift when left out.' })
  shiftId?: string;
  @Field(() => [ShiftCountLine], { description: 'Cash is required; other methods as checked against their slips.' })
  counted: ShiftCountLine[];
  @Field(() => String, { nullable: true, description: 'Up to 500 characters (why the count differs).' }) note?: string;
}

@ObjectType({ description: 'Answer of openShift and closeShift.' })
class ShiftPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => ShiftReportResult, { nullable: true }) shift?: ShiftReportResult;
}

export function presentShift(report: ShiftReport): ShiftReportResult {
  const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  return {
    shift: report.shift,
    open: report.shift.closedAt === null,
    float: paiseToRupees(report.shift.floatPaise),
    difference: rupees(report.shift.differencePaise),
    entries: report.entries,
    tally: report.tally.map((line) => ({
      method: line.method,
      expected: paiseToRupees(line.expectedPaise),
      counted: rupees(line.countedPaise),
      difference: rupees(line.differencePaise),
    })),
    pdfUrl: `/api/admin/shifts/${report.shift.id}.pdf`,
  };
}

/** The desk's cash shifts (admin; the person is the signed-in admin). */
@Resolver()
export class ShiftsResolver {
  constructor(private readonly services: { cashShifts: CashShifts }) {}

  @Authorized()
  @Query(() => ShiftReportResult, { nullable: true, description: 'Your open shift, if any (admin).' })
  async currentShift(@Ctx() context: GraphQLContext): Promise<ShiftReportResult | null> {
    const report = await this.services.cashShifts.current(adminActor(context.admin!));
    return report ? presentShift(report) : null;
  }

  @Authorized()
  @Query(() => ShiftReportResult, { nullable: true, description: 'A shift’s report; null when there is no such shift (admin).' })
  async shift(@Arg('id', () => ID) id: string): Promise<ShiftReportResult | null> {
    const report = await nullWhenNotFound(this.services.cashShifts.report(id));
    return report ? presentShift(report) : null;
  }

  @Authorized()
  @Query(() => [CashShift], { description: 'The latest shifts, newest first (admin); with a date, those opened that day.' })
  shifts(
    @Arg('first', () => Int, { defaultValue: 30 }) first: number,
    @Arg('date', () => String, { nullable: true, description: 'YYYY-MM-DD (hotel time): shifts opened that day.' })
    date?: string | null,
  ): Promise<CashShift[]> {
    return queryResult(() => this.services.cashShifts.recent(first, date));
  }

  @Authorized()
  @Mutation(() => ShiftPayload, { description: 'Opens your cash shift with the float in the drawer, in rupees (admin).' })
  openShift(@Arg('float', () => Float) float: number, @Ctx() context: GraphQLContext): Promise<ShiftPayload> {
    return mutationPayload('shift', async () =>
      presentShift(await this.services.cashShifts.open(adminActor(context.admin!), float)),
    );
  }

  @Authorized()
  @Mutation(() => ShiftPayload, {
    description:
      'Closes a shift with what was counted: expected against counted by method, the difference and who closed it (admin).',
  })
  closeShift(@Arg('input', () => CloseShiftInput) input: CloseShiftInput, @Ctx() context: GraphQLContext): Promise<ShiftPayload> {
    return mutationPayload('shift', async () =>
      presentShift(
        await this.services.cashShifts.close(adminActor(context.admin!), {
          shiftId: input.shiftId,
          counted: input.counted.map((line) => ({ method: line.method, amount: line.amount })),
          note: input.note,
        }),
      ),
    );
  }
}
