import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, queryResult, UserError } from '../../graphql/user-error';
import type { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { paiseToRupees } from '../../shared/money';
import { Booking } from '../bookings';
import { CreditNoteLimit, IssuedCreditNote } from './credit-notes';

@InputType({
  description:
    'A credit note after a stay’s or an event’s tax invoice: an allowance off it (a goodwill discount, a charge billed in error). Give bookingId or eventId.',
})
class IssueCreditNoteInput {
  @Field(() => ID, { nullable: true, description: 'The stay whose invoice is lowered.' }) bookingId?: string;
  @Field(() => ID, { nullable: true, description: 'Or the banquet event whose invoice is lowered.' }) eventId?: string;
  @Field(() => Float, {
    nullable: true,
    description:
      'Rupees allowed off, GST included (at most two decimals, at most what credit notes have left of the invoice); split over the invoice’s SACs and rates in its proportions.',
  })
  amount?: number;
  @Field(() => String, {
    nullable: true,
    description: 'Why the invoice is lowered: 3 to 200 characters, printed on the credit note.',
  })
  reason?: string;
}

@ObjectType({ description: 'A credit note issued by hand, with the invoice it lowers.' })
class IssuedCreditNoteView {
  @Field(() => ID) id: string;
  @Field({ description: 'E.g. CN/26-27/0003: consecutive per financial year.' }) number: string;
  @Field({ description: 'YYYY-MM-DD (hotel time).' }) issueDate: string;
  @Field(() => Int, { description: 'GST included.' }) totalPaise: number;
  @Field(() => Float, { description: 'GST included, in rupees.' }) total: number;
  @Field(() => Int) taxablePaise: number;
  @Field(() => Int) cgstPaise: number;
  @Field(() => Int) sgstPaise: number;
  @Field({ description: 'The invoice it lowers.' }) invoiceNumber: string;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true, description: 'Who issued it.' }) issuedBy: string | null;
  @Field({ description: 'The PDF for the admin (GET with the admin token).' }) pdfPath: string;
}

@ObjectType({ description: 'What a credit note issued by hand may still lower.' })
class CreditNoteLimitView {
  @Field({ description: 'The invoice in force a credit note lowers.' }) invoiceNumber: string;
  @Field(() => Int, { description: 'The invoice’s total, GST included.' }) invoiceTotalPaise: number;
  @Field(() => Int, { description: 'What credit notes have left of it: a credit note may be at most this.' }) leftPaise: number;
  @Field(() => Float, { description: 'The same, in rupees.' }) left: number;
}

@ObjectType({ description: 'Answer of issueCreditNote.' })
class IssueCreditNotePayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => IssuedCreditNoteView, { nullable: true }) creditNote?: IssuedCreditNoteView;
  @Field(() => Booking, { nullable: true, description: 'The stay credited, with its money after the credit.' })
  booking?: Booking | null;
  @Field(() => ID, { nullable: true, description: 'The event credited (read eventMoney again).' }) eventId?: string | null;
}

function viewOf({ creditNote, invoiceNumber }: IssuedCreditNote): IssuedCreditNoteView {
  return {
    id: creditNote.id,
    number: creditNote.number,
    issueDate: creditNote.issueDate,
    totalPaise: creditNote.totalPaise,
    total: paiseToRupees(creditNote.totalPaise),
    taxablePaise: creditNote.taxablePaise,
    cgstPaise: creditNote.cgstPaise,
    sgstPaise: creditNote.sgstPaise,
    invoiceNumber,
    reason: creditNote.reason,
    issuedBy: creditNote.issuedBy,
    pdfPath: `/api/admin/documents/${creditNote.id}/pdf`,
  };
}

/** Credit notes issued by hand (the owner, a manager, the accountant; the permission table decides). */
@Resolver()
export class CreditNotesResolver {
  constructor(private readonly services: Pick<Services, 'creditNotes'>) {}

  @Authorized()
  @Query(() => CreditNoteLimitView, {
    nullable: true,
    description:
      'How much a credit note for this stay or event (give one id) may still lower its invoice; null before the invoice (admin: owner, manager, accountant).',
  })
  creditNoteLimit(
    @Arg('bookingId', () => ID, { nullable: true }) bookingId?: string,
    @Arg('eventId', () => ID, { nullable: true }) eventId?: string,
  ): Promise<CreditNoteLimitView | null> {
    return queryResult(async () => {
      const limit: CreditNoteLimit | null = await this.services.creditNotes.limit({ bookingId, eventId });
      return limit && { ...limit, left: paiseToRupees(limit.leftPaise) };
    });
  }

  @Authorized()
  @Mutation(() => IssueCreditNotePayload, {
    description:
      'Issues a section 34 credit note after a stay’s or an event’s tax invoice, lowering what the guest owes (admin: owner, manager, accountant; audited).',
  })
  async issueCreditNote(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => IssueCreditNoteInput) input: IssueCreditNoteInput,
  ): Promise<IssueCreditNotePayload> {
    const { errors, result } = await mutationPayload('result', () =>
      this.services.creditNotes.issue(adminActor(context.admin!), { ...input }),
    );
    if (!result) return { errors };
    return { errors, creditNote: viewOf(result), booking: result.booking, eventId: result.eventId };
  }
}
