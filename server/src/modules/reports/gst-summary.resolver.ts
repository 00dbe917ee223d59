import { Arg, Authorized, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { queryResult } from '../../graphql/user-error';
import { Services } from '../../services';
import { paiseToRupees } from '../../shared/money';
import { Amounts, GstSummary, RateAmounts } from './gst-summary';
import { DOCUMENT_NATURES } from './gst-summary-csv';

@ObjectType({ description: 'Taxable value and tax (rupees).' })
class GstAmounts {
  @Field(() => Float) taxable: number;
  @Field(() => Float) cgst: number;
  @Field(() => Float) sgst: number;
}

@ObjectType({ description: 'Taxable value and tax at one rate for one place of supply (rupees).' })
class GstRateAmounts extends GstAmounts {
  @Field({ description: 'As GSTR-1 writes it: "09-Uttar Pradesh".' }) placeOfSupply: string;
  @Field(() => Int, { description: 'Basis points: 500 is 5%.' }) rateBp: number;
}

@ObjectType({ description: 'A B2B invoice at one rate (GSTR-1 table 4).' })
class GstB2bRow extends GstRateAmounts {
  @Field() recipientGstin: string;
  @Field() recipientName: string;
  @Field() invoiceNumber: string;
  @Field({ description: 'YYYY-MM-DD' }) invoiceDate: string;
  @Field(() => Float, { description: 'The whole invoice, tax included.' }) invoiceValue: number;
}

@ObjectType({ description: 'A credit note at one rate (GSTR-1 table 9B when the guest has a GSTIN).' })
class GstCreditNoteRow extends GstRateAmounts {
  @Field() number: string;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field(() => String, { nullable: true }) originalInvoiceNumber: string | null;
  @Field(() => String, { nullable: true }) originalInvoiceDate: string | null;
  @Field(() => String, { nullable: true }) recipientGstin: string | null;
  @Field() recipientName: string;
  @Field(() => Float, { description: 'The whole note, tax included.' }) noteValue: number;
}

@ObjectType({ description: 'Numbers issued in the month in one series (GSTR-1 table 13).' })
class GstDocumentRange {
  @Field({ description: 'invoice, credit_note, receipt_voucher or refund_voucher.' }) kind: string;
  @Field({ description: 'GSTR-1’s name for it, e.g. "Invoices for outward supply".' }) nature: string;
  @Field({ description: 'The number before its serial, e.g. "AR/26-27".' }) series: string;
  @Field() fromNumber: string;
  @Field() toNumber: string;
  @Field(() => Int) count: number;
  @Field(() => Int, { description: 'Always 0: documents are never cancelled or edited (credit notes correct them).' })
  cancelled: number;
}

@ObjectType({ description: 'The sections added up; net = invoices − credit notes + advances received − advances adjusted.' })
class GstSummaryTotals {
  @Field(() => GstAmounts) invoices: GstAmounts;
  @Field(() => GstAmounts) creditNotes: GstAmounts;
  @Field(() => GstAmounts) advancesReceived: GstAmounts;
  @Field(() => GstAmounts) advancesAdjusted: GstAmounts;
  @Field(() => GstAmounts, { description: 'The month’s output tax.' }) net: GstAmounts;
}

@ObjectType({ description: "The month's tax documents for the accountant's GSTR-1 (money in rupees)." })
class GstSummaryResult {
  @Field({ description: 'YYYY-MM' }) month: string;
  @Field({ description: 'The first day, YYYY-MM-DD.' }) from: string;
  @Field({ description: 'The last day, YYYY-MM-DD.' }) to: string;
  @Field(() => [GstB2bRow], { description: 'Table 4.' }) b2b: GstB2bRow[];
  @Field(() => [GstRateAmounts], { description: 'Table 7: invoices to guests without a GSTIN, per rate.' }) b2c: GstRateAmounts[];
  @Field(() => [GstRateAmounts], { description: 'Table 11A: receipt vouchers not invoiced in the same month.' })
  advancesReceived: GstRateAmounts[];
  @Field(() => [GstRateAmounts], { description: 'Table 11B: earlier advances invoiced this month, and refund vouchers.' })
  advancesAdjusted: GstRateAmounts[];
  @Field(() => [GstCreditNoteRow]) creditNotes: GstCreditNoteRow[];
  @Field(() => [GstDocumentRange], { description: 'Table 13.' }) documents: GstDocumentRange[];
  @Field(() => GstSummaryTotals) totals: GstSummaryTotals;
}

const amounts = (value: Amounts): GstAmounts => ({
  taxable: paiseToRupees(value.taxablePaise),
  cgst: paiseToRupees(value.cgstPaise),
  sgst: paiseToRupees(value.sgstPaise),
});
const rateAmounts = (value: RateAmounts): GstRateAmounts => ({
  ...amounts(value),
  placeOfSupply: value.placeOfSupply,
  rateBp: value.rateBp,
});

function presentSummary(summary: GstSummary): GstSummaryResult {
  const { totals } = summary;
  return {
    month: summary.month,
    from: summary.from,
    to: summary.to,
    b2b: summary.b2b.map((row) => ({ ...row, ...rateAmounts(row), invoiceValue: paiseToRupees(row.invoiceValuePaise) })),
    b2c: summary.b2c.map(rateAmounts),
    advancesReceived: summary.advancesReceived.map(rateAmounts),
    advancesAdjusted: summary.advancesAdjusted.map(rateAmounts),
    creditNotes: summary.creditNotes.map((row) => ({
      ...row,
      ...rateAmounts(row),
      noteValue: paiseToRupees(row.noteValuePaise),
    })),
    documents: summary.documents.map((range) => ({ ...range, nature: DOCUMENT_NATURES[range.kind] })),
    totals: {
      invoices: amounts(totals.invoices),
      creditNotes: amounts(totals.creditNotes),
      advancesReceived: amounts(totals.advancesReceived),
      advancesAdjusted: amounts(totals.advancesAdjusted),
      net: amounts(totals.net),
    },
  };
}

@Resolver()
export class GstSummaryResolver {
  constructor(private readonly services: Pick<Services, 'gstSummary'>) {}

  @Authorized()
  @Query(() => GstSummaryResult, {
    description:
      'B2B invoices, B2C totals per rate, advances, credit notes and document ranges of a month (hotel dates), for GSTR-1 (admin). The same as GET /api/admin/gst-summary.csv?month=.',
  })
  async gstSummary(@Arg('month', { description: 'YYYY-MM' }) month: string) {
    return presentSummary(await queryResult(() => this.services.gstSummary.summary(month)));
  }
}
