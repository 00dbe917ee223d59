import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaxDocumentKind } from '../../../graphql/generated';
import { aBooking, BOOKING_ID } from '../test-support/fixtures';
import { readBookingProof, rememberBookingProof } from '../lib/booking-proof';
import { BookingDocuments, CONTACT_REQUIRED } from './BookingDocuments';

const INVOICE = {
  __typename: 'TaxDocumentSummary' as const,
  id: 'd0c00000-0000-4000-8000-000000000001',
  kind: TaxDocumentKind.Invoice,
  number: 'AR/26-27/0001',
  issueDate: '2026-12-12',
  total: 5500,
};
const NOTE = {
  ...INVOICE,
  id: 'd0c00000-0000-4000-8000-000000000002',
  kind: TaxDocumentKind.CreditNote,
  number: 'CN/26-27/0001',
  total: 1250.5,
};

function pdfReply() {
  return {
    ok: true,
    status: 200,
    headers: { get: () => 'attachment; filename=AR-26-27-0001.pdf' },
    blob: () => Promise.resolve(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
  };
}

function refusal(status: number, message: string) {
  return { ok: false, status, headers: { get: () => null }, json: () => Promise.resolve({ success: false, message }) };
}

let fetchMock: jest.Mock;
let saved: jest.SpyInstance;
const originalFetch = global.fetch;
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  URL.createObjectURL = jest.fn(() => 'blob:document');
  URL.revokeObjectURL = jest.fn();
  saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  global.fetch = originalFetch;
  saved.mockRestore();
});

const sentContact = (call: number) => JSON.parse((fetchMock.mock.calls[call][1] as RequestInit).body as string).contact;

describe('the guest’s invoices and receipts', () => {
  it('shows nothing while the booking has no document', () => {
    const { container } = render(<BookingDocuments booking={aBooking({ documents: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each document in words with its number, date and amount', () => {
    render(<BookingDocuments booking={aBooking({ documents: [INVOICE, NOTE] })} />);
    const card = screen.getByRole('region', { name: 'Invoices and receipts' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Tax invoiceAR/26-27/0001Sat, 12 Dec 2026 · ₹5,500'),
      expect.stringContaining('Credit noteCN/26-27/0001Sat, 12 Dec 2026 · ₹1,250.50'),
    ]);
    expect(within(card).getByRole('button', { name: 'Download Tax invoice AR/26-27/0001' })).toBeInTheDocument();
  });

  it('asks for the email or phone on the first download, sends it in the body and saves the PDF', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(pdfReply());
    render(<BookingDocuments booking={aBooking({ documents: [INVOICE, NOTE] })} />);

    await user.click(screen.getByRole('button', { name: 'Download Tax invoice AR/26-27/0001' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Email or phone number');
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(CONTACT_REQUIRED)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(input, ' asha.verma@example.com ');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(fetchMock).toHaveBeenCalledWith(`/api/booking/${BOOKING_ID}/documents/${INVOICE.id}/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/pdf' },
      body: JSON.stringify({ contact: 'asha.verma@example.com' }),
    });
    await screen.findByRole('button', { name: 'Download Credit note CN/26-27/0001' });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Email or phone number')).not.toBeInTheDocument();

    // The proof is kept for the next document.
    await user.click(screen.getByRole('button', { name: 'Download Credit note CN/26-27/0001' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentContact(1)).toBe('asha.verma@example.com');
    expect(String(fetchMock.mock.calls[1][0])).toContain(NOTE.id);
  });

  it('uses the proof this tab already has (the mail’s key) without asking, and asks once it is refused', async () => {
    const user = userEvent.setup();
    rememberBookingProof(BOOKING_ID, { key: 'mail-key-123' });
    fetchMock
      .mockResolvedValueOnce(pdfReply())
      .mockResolvedValueOnce(refusal(400, 'Enter the email address or phone number you booked with.'));
    render(<BookingDocuments booking={aBooking({ documents: [INVOICE, NOTE] })} />);

    await user.click(screen.getByRole('button', { name: 'Download Tax invoice AR/26-27/0001' }));
    expect(JSON.parse((fetchMock.mock.calls[0][1] as RequestInit).body as string)).toEqual({ key: 'mail-key-123' });
    await screen.findByRole('button', { name: 'Download Tax invoice AR/26-27/0001' });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Email or phone number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download Credit note CN/26-27/0001' }));
    expect(await screen.findByLabelText('Email or phone number')).toBeInTheDocument();
    expect(readBookingProof(BOOKING_ID)).toBeUndefined();
  });

  it('shows the server’s refusal of a wrong proof and asks again; too many tries say so', async () => {
    const user = userEvent.setup();
    const wrong =
      'That is not the email address or phone number this booking was made with. Please enter the one you booked with.';
    fetchMock.mockResolvedValueOnce(refusal(403, wrong)).mockResolvedValueOnce(refusal(429, 'Too many tries from your network.'));
    render(<BookingDocuments booking={aBooking({ documents: [INVOICE] })} />);

    await user.click(screen.getByRole('button', { name: 'Download Tax invoice AR/26-27/0001' }));
    await user.type(screen.getByLabelText('Email or phone number'), '9999999999');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    expect(saved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries from your network.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Email or phone number')).not.toBeInTheDocument();
  });
});
