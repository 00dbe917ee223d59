import { Panel } from '../../../components/admin/AdminPage';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { AdminBookingDocumentsDocument, type AdminBookingDocumentsQuery, TaxDocumentKind } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { TAX_DOCUMENT_KIND_LABELS } from '../../../lib/tax-documents';
import { loadState } from '../../../components/admin/load-state';
import { LoadFailure } from '../../../components/admin/LoadState';
import { type Column, DataTable } from '../../../components/admin/DataTable';
import { IssueCreditNote } from '../../../components/admin/IssueCreditNote';
import { useDocumentPdf } from './use-document-pdf';
import './booking-documents.css';

type BookingDocument = NonNullable<AdminBookingDocumentsQuery['booking']>['documents'][number];

/** What a credit note or refund voucher answers, and why. */
function originalText(kind: TaxDocumentKind, originalNumber: string | null | undefined): string | null {
  if (!originalNumber) return null;
  return kind === TaxDocumentKind.CreditNote ? `Against invoice ${originalNumber}` : `Against voucher ${originalNumber}`;
}

/**
 * The booking's GST documents for the owner (invoices, credit notes, receipt and refund
 * vouchers), oldest first, each with Download and Print; once invoiced, a credit note issued by
 * hand (for the roles that may). Documents are issued as money moves in
 * the other panels; when the booking's money or status changes in Apollo's cache, the list is
 * read again.
 */
export function BookingDocumentsPanel({ bookingId }: { bookingId: string }) {
  const result = useQuery(AdminBookingDocumentsDocument, { variables: { id: bookingId }, fetchPolicy: 'cache-and-network' });
  const booking = result.data?.booking;
  const facts = booking ? [booking.status, booking.paymentStatus, booking.paidAmount, booking.totalPaise].join('|') : '';
  const seen = useRef(facts);
  const { refetch } = result;
  useEffect(() => {
    if (seen.current && facts && seen.current !== facts) void refetch();
    seen.current = facts;
  }, [facts, refetch]);
  const pdf = useDocumentPdf();

  const columns: Column<BookingDocument>[] = [
    {
      header: 'Document',
      cell: (document) => {
        const original = originalText(document.kind, document.originalNumber);
        return (
          <>
            {TAX_DOCUMENT_KIND_LABELS[document.kind]}
            {original && <span className="admin-table__sub">{original}</span>}
            {document.reason && <span className="admin-table__sub">{document.reason}</span>}
          </>
        );
      },
    },
    {
      header: 'Number',
      nowrap: true,
      cell: (document) => <span className="booking-documents-table__number">{document.number}</span>,
    },
    { header: 'Date', nowrap: true, cell: (document) => formatDate(document.issueDate) },
    { header: 'Amount', numeric: true, cell: (document) => formatRupees(document.total) },
    {
      header: 'Actions',
      label: false,
      headerContent: <span className="visually-hidden">Actions</span>,
      cell: (document) => {
        const named = `${TAX_DOCUMENT_KIND_LABELS[document.kind]} ${document.number}`;
        return (
          <div className="booking-documents-table__actions">
            <Button variant="secondary" disabled={pdf.busy !== null} onClick={() => void pdf.download(document)}>
              {pdf.busy === `${document.id}:download` ? 'Downloading…' : 'Download'}
              <span className="visually-hidden"> {named}</span>
            </Button>
            <Button variant="ghost" disabled={pdf.busy !== null} onClick={() => void pdf.print(document)}>
              Print<span className="visually-hidden"> {named}</span>
            </Button>
          </div>
        );
      },
    },
  ];

  const state = loadState(result);
  const documents = state.status === 'ready' ? (state.data.booking?.documents ?? []) : [];
  return (
    <Panel title="Tax documents" className="booking-documents-panel">
      {state.status === 'loading' && <Spinner label="Loading the documents…" />}
      {state.status === 'error' && <LoadFailure title="Failed to load the documents" refusal={state.refusal} />}
      {state.status === 'ready' && documents.length === 0 && (
        <p className="admin-muted">
          No tax documents yet. Money taken before check-out gets a receipt voucher; the tax invoice is issued at check-out.
        </p>
      )}
      {pdf.error && <Alert tone="danger">{pdf.error}</Alert>}
      {documents.length > 0 && (
        <DataTable
          label="Tax documents of this booking"
          caption="Tax documents of this booking, oldest first"
          columns={columns}
          rows={documents}
          rowKey={(document) => document.id}
        />
      )}
      {documents.some((document) => document.kind === TaxDocumentKind.Invoice) && <IssueCreditNote sale={{ bookingId }} />}
    </Panel>
  );
}
