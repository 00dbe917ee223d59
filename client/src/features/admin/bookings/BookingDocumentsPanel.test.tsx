import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminBookingDocumentsDocument,
  CreditNoteLimitDocument,
  BookingPaymentStatus,
  BookingStatus,
  TaxDocumentKind,
  type AdminBookingDocumentsQuery,
  type AdminBookingDocumentsQueryVariables,
} from '../../../graphql/generated';
import { saveSession } from '../../../lib/admin-session';
import { withTypename } from '../../../../test/graphql-mocks';
import { testSession } from '../testing/test-session';
import { BookingDocumentsPanel } from './BookingDocumentsPanel';

const document = (id: string, kind: TaxDocumentKind, number: string, total: number, extra = {}) =>
  withTypename('TaxDocumentSummary', {
    id,
    kind,
    number,
    issueDate: '2026-12-05',
    total,
    originalNumber: null,
    reason: null,
    ...extra,
  });

function documentsMock(
  documents: ReturnType<typeof document>[],
): MockLink.MockedResponse<AdminBookingDocumentsQuery, AdminBookingDocumentsQueryVariables> {
  return {
    request: { query: AdminBookingDocumentsDocument, variables: { id: 'b1' } },
    result: {
      data: {
        booking: withTypename('Booking', {
          id: 'b1',
          status: BookingStatus.CheckedOut,
          paymentStatus: BookingPaymentStatus.Paid,
          paidAmount: 5500,
          totalPaise: 550000,
          documents,
        }),
      },
    },
  };
}

const INVOICE = document('d1', TaxDocumentKind.Invoice, 'AR/26-27/0007', 5500);
const NOTE = document('d2', TaxDocumentKind.CreditNote, 'CN/26-27/0002', 1000, {
  originalNumber: 'AR/26-27/0007',
  reason: 'Goodwill: late check-in',
});

// Once invoiced, the panel asks what is left to credit (the credit note form; IssueCreditNote.test.tsx).
const noCreditNoteMock: MockLink.MockedResponse = {
  request: { query: CreditNoteLimitDocument, variables: { bookingId: 'b1' } },
  result: { data: { creditNoteLimit: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const renderPanel = (mock: ReturnType<typeof documentsMock>) =>
  render(
    <MockedProvider mocks={[mock, noCreditNoteMock]}>
      <BookingDocumentsPanel bookingId="b1" />
    </MockedProvider>,
  );

describe('the booking’s tax documents (admin)', () => {
  it('says when nothing is issued yet', async () => {
    renderPanel(documentsMock([]));
    expect(await screen.findByText(/No tax documents yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each document with what it answers, in cells that stack on a phone', async () => {
    renderPanel(documentsMock([INVOICE, NOTE]));
    const table = await screen.findByRole('table', { name: /Tax documents of this booking/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Tax invoiceAR/26-27/0007Sat, 5 Dec 2026₹5,500'),
      expect.stringContaining(
        'Credit noteAgainst invoice AR/26-27/0007Goodwill: late check-inCN/26-27/0002Sat, 5 Dec 2026₹1,000',
      ),
    ]);
    for (const cell of within(rows[0]).getAllByRole('cell').slice(0, 4)) expect(cell).toHaveAttribute('data-label');
  });

  it('downloads with the admin token and opens a copy to print in a new tab', async () => {
    saveSession(testSession());
    const user = userEvent.setup();
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      headers: { get: () => 'attachment; filename=AR-26-27-0007.pdf' },
      blob: () => Promise.resolve(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    });
    const originalFetch = global.fetch;
    global.fetch = fetchMock;
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      renderPanel(documentsMock([INVOICE]));
      await user.click(await screen.findByRole('button', { name: 'Download Tax invoice AR/26-27/0007' }));
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/documents/d1/pdf', {
        headers: { authorization: 'Bearer token-abc', accept: 'application/pdf' },
      });
      expect(save).toHaveBeenCalledTimes(1);

      await user.click(screen.getByRole('button', { name: 'Print Tax invoice AR/26-27/0007' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      await screen.findByRole('button', { name: 'Print Tax invoice AR/26-27/0007' });
      expect(tab.location.href).toBe('blob:invoice');
      expect(save).toHaveBeenCalledTimes(1);
    } finally {
      global.fetch = originalFetch;
      save.mockRestore();
      open.mockRestore();
    }
  });
});
