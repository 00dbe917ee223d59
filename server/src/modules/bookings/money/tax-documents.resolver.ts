import { Ctx, Field, FieldResolver, Float, ID, Int, ObjectType, registerEnumType, Resolver, Root } from 'type-graphql';
import { GraphQLContext } from '../../../graphql/context';
import { paiseToRupees } from '../../../shared/money';
import { Services } from '../../../services';
import { Booking } from '../booking.entity';
import { TaxDocument, TaxDocumentKind } from '../../billing';

registerEnumType(TaxDocumentKind, {
  name: 'TaxDocumentKind',
  description: 'A GST document of a booking.',
  valuesConfig: {
    INVOICE: { description: 'Rule 46 tax invoice: issued at check-out (a stay) or at settlement (an event).' },
    CREDIT_NOTE: { description: 'Section 34 credit note: a refund after the invoice, or a correction of it.' },
    RECEIPT_VOUCHER: { description: 'Rule 50 receipt voucher: an advance received before the invoice.' },
    REFUND_VOUCHER: { description: 'Rule 51 refund voucher: an advance given back before any invoice.' },
  },
});

@ObjectType({ description: 'A tax document of a booking, as issued (never edited). Amounts only, no one’s details.' })
export class TaxDocumentSummary {
  @Field(() => ID) id: string;
  @Field(() => TaxDocumentKind) kind: TaxDocumentKind;
  @Field({ description: 'E.g. AR/26-27/0001: consecutive per kind and financial year.' }) number: string;
  @Field({ description: 'The date of issue, YYYY-MM-DD (hotel time).' }) issueDate: string;
  @Field(() => Int, { description: 'Total in paise, GST included.' }) totalPaise: number;
  @Field(() => Float, { description: 'Total in rupees, GST included.' }) total: number;
  @Field(() => String, {
    nullable: true,
    description: 'The invoice a credit note lowers, or the receipt voucher a refund voucher answers.',
  })
  originalNumber: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was issued (a refund, a correction, a kept charge).' })
  reason: string | null;
}

/**
 * Collects the bookings a request asks documents for and reads them in one query (a list of 50
 * bookings costs one query). One per request, keyed by its context.
 */
class DocumentsLoader {
  private batch: { ids: Set<string>; found: Promise<Map<string, TaxDocument[]>> } | null = null;

  constructor(private readonly taxDocuments: Services['taxDocuments']) {}

  async load(bookingId: string): Promise<TaxDocument[]> {
    if (!this.batch) {
      const ids = new Set<string>();
      const found = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.batch = null;
        return this.taxDocuments.ofBookings([...ids]);
      });
      this.batch = { ids, found };
    }
    this.batch.ids.add(bookingId);
    return (await this.batch.found).get(bookingId) ?? [];
  }
}

const loaders = new WeakMap<GraphQLContext, DocumentsLoader>();

function summaryOf(document: TaxDocument, all: readonly TaxDocument[]): TaxDocumentSummary {
  const original = document.originalDocumentId ? all.find((other) => other.id === document.originalDocumentId) : undefined;
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    issueDate: document.issueDate,
    totalPaise: document.totalPaise,
    total: paiseToRupees(document.totalPaise),
    originalNumber: original?.number ?? null,
    reason: document.reason,
  };
}

/** A booking's tax documents, for whoever may read the booking (an admin, or a guest with its id). */
@Resolver(() => Booking)
export class TaxDocumentsResolver {
  constructor(private readonly services: Pick<Services, 'taxDocuments'>) {}

  @FieldResolver(() => [TaxDocumentSummary], {
    description: 'Its GST documents (invoices, credit notes, receipt and refund vouchers), oldest first.',
  })
  async documents(@Root() booking: Booking, @Ctx() context: GraphQLContext): Promise<TaxDocumentSummary[]> {
    let loader = loaders.get(context);
    if (!loader) {
      loader = new DocumentsLoader(this.services.taxDocuments);
      loaders.set(context, loader);
    }
    const documents = await loader.load(booking.id);
    return documents.map((document) => summaryOf(document, documents));
  }
}
