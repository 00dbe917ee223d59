import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  BookingPaymentStatus,
  BookingStatus,
  CurrentShiftDocument,
  DeskPaymentMethod,
  OpenShiftDocument,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  RecordDeskPaymentDocument,
  ShiftListDocument,
  UserErrorCode,
  type RecordDeskPaymentMutation,
  type RecordDeskPaymentMutationVariables,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { TakePaymentForm } from './TakePaymentForm';

type Mock = MockLink.MockedResponse<RecordDeskPaymentMutation, RecordDeskPaymentMutationVariables>;

const entry = withTypename('Payment', {
  id: 'p1',
  provider: PaymentProviderName.Hotel,
  method: PaymentMethod.Upi,
  status: PaymentAttemptStatus.Paid,
  amountPaise: 200000,
  refundedPaise: 0,
  receiptNumber: 'RC/2026-27/00007',
  reference: '612345678901',
  note: null,
  recordedBy: 'Asha <asha@hotel.example>',
  reversesPaymentId: null,
  paidAt: '2026-11-21T05:00:00.000Z',
  createdAt: '2026-11-21T05:00:00.000Z',
});
const figures = withTypename('Booking', {
  id: 'b1',
  bookCode: 'BK7Q2M',
  status: BookingStatus.Confirmed,
  paymentStatus: BookingPaymentStatus.PartPaid,
  paymentMethod: PaymentMethod.Upi,
  totalAmount: 5000,
  chargesAmount: 0,
  folioTotalAmount: 5000,
  creditedAmount: 0,
  paidAmount: 2000,
  balanceDue: 3000,
});

function recordMock(
  expected: RecordDeskPaymentMutationVariables['input'],
  answer: RecordDeskPaymentMutation['recordPayment'],
  seen: RecordDeskPaymentMutationVariables['input'][] = [],
): Mock {
  return {
    request: {
      query: RecordDeskPaymentDocument,
      variables: (variables) => {
        seen.push(variables.input);
        return JSON.stringify(variables.input) === JSON.stringify(expected);
      },
    },
    result: { data: { recordPayment: withTypename('DeskPaymentPayload', answer) } },
  };
}

function renderForm(mocks: MockLink.MockedResponse[], onRecorded = jest.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <TakePaymentForm bookingId="b1" balanceDuePaise={500000} onRecorded={onRecorded} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return onRecorded;
}

describe('taking a payment at the desk', () => {
  it('offers the balance, records the payment and links to its receipt', async () => {
    const onRecorded = renderForm([
      recordMock(
        { bookingId: 'b1', amount: 2000, method: DeskPaymentMethod.Upi, reference: '612345678901' },
        { errors: [], payment: entry, booking: figures },
      ),
    ]);
    const amount = screen.getByLabelText('Amount (₹)');
    expect(amount).toHaveValue('5000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(screen.getByText(/The UTR on the payer's app: usually 12 digits/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('UPI reference (UTR)'), ' 612345678901 ');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Receipt RC/2026-27/00007')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', '/admin/receipt/p1');
    expect(onRecorded).toHaveBeenCalledTimes(1);
  });

  it('checks the amount before asking the server', async () => {
    renderForm([]);
    const amount = screen.getByLabelText('Amount (₹)');
    for (const [typed, message] of [
      ['12.345', 'Enter an amount in rupees greater than zero, with at most two decimals.'],
      ['0', 'Enter an amount in rupees greater than zero, with at most two decimals.'],
      ['5000.01', 'The balance due is ₹5,000; the desk cannot take more than that.'],
    ]) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('shows the server’s refusal at its field', async () => {
    renderForm([
      recordMock(
        { bookingId: 'b1', amount: 5000, method: DeskPaymentMethod.Cash },
        {
          errors: [
            withTypename('UserError', {
              field: 'amount',
              code: UserErrorCode.DeskAmountOverBalance,
              message: 'The balance due is ₹4,000; the desk cannot take more than that.',
            }),
          ],
          payment: null,
          booking: null,
        },
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The balance due is ₹4,000; the desk cannot take more than that.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₹)')).toHaveFocus();
  });

  it('offers to open a shift right there when the server refuses cash without one', async () => {
    const shift = withTypename('ShiftReportResult', {
      open: true,
      float: 1500,
      difference: null,
      pdfUrl: '/api/admin/shifts/s1.pdf',
      shift: withTypename('CashShift', {
        id: 's1',
        openedBy: 'Asha <asha@hotel.example>',
        openedAt: '2026-11-21T05:00:00.000Z',
        floatPaise: 150000,
        closedAt: null,
        closedBy: null,
        closeNote: null,
        differencePaise: null,
      }),
      tally: [],
    });
    const opened: number[] = [];
    renderForm([
      recordMock(
        { bookingId: 'b1', amount: 5000, method: DeskPaymentMethod.Cash },
        {
          errors: [
            withTypename('UserError', {
              field: 'method',
              code: UserErrorCode.ShiftRequired,
              message: 'Open a shift to take cash.',
            }),
          ],
          payment: null,
          booking: null,
        },
      ),
      {
        request: { query: OpenShiftDocument, variables: (variables) => (opened.push(variables.float), true) },
        result: { data: { openShift: withTypename('ShiftPayload', { errors: [], shift }) } },
      },
      { request: { query: CurrentShiftDocument }, result: { data: { currentShift: shift } } },
      { request: { query: ShiftListDocument, variables: { date: null } }, result: { data: { shifts: [] } } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const refusal = await screen.findByText('Open a shift to take cash.');
    const box = refusal.closest('.alert') as HTMLElement;
    await userEvent.type(within(box).getByLabelText('Float in the drawer (₹)'), '1500');
    await userEvent.click(within(box).getByRole('button', { name: 'Open shift' }));
    expect(await screen.findByText('Your shift is open with a float of ₹1,500. Record the payment now.')).toBeInTheDocument();
    expect(opened).toEqual([1500]);
    expect(screen.queryByText('Open a shift to take cash.')).not.toBeInTheDocument();
  });

  it('asks UPI, card and bank transfer for their reference, in the method’s words, before asking the server', async () => {
    const seen: RecordDeskPaymentMutationVariables['input'][] = [];
    renderForm([
      recordMock(
        { bookingId: 'b1', amount: 5000, method: DeskPaymentMethod.Card },
        { errors: [], payment: null, booking: null },
        seen,
      ),
    ]);
    const record = screen.getByRole('button', { name: 'Record payment' });

    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    await userEvent.click(record);
    const upi = screen.getByLabelText('UPI reference (UTR)');
    expect(await screen.findByText("Enter the UPI reference (UTR) shown on the payer's app.")).toBeInTheDocument();
    expect(upi).toHaveAttribute('aria-invalid', 'true');
    expect(upi).toHaveAttribute('aria-required', 'true');
    await userEvent.type(upi, 'UTR 42');
    await userEvent.click(record);
    expect(
      await screen.findByText(
        'The UPI reference (UTR) is 6 to 35 letters, digits or hyphens (usually 12 digits), without spaces.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    const card = screen.getByLabelText('Card approval code or terminal reference');
    expect(card).toHaveAttribute('aria-invalid', 'false');
    await userEvent.clear(card);
    await userEvent.click(record);
    expect(
      await screen.findByText('Enter the card approval code or the terminal reference from the charge slip.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(record);
    expect(
      await screen.findByText("Enter the bank transfer's reference (UTR or NEFT/RTGS/IMPS reference) from the bank statement."),
    ).toBeInTheDocument();

    // Cash needs none: the field is optional again and nothing complains.
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(screen.getByLabelText('Reference')).toHaveAttribute('aria-required', 'false');
    expect(screen.getByText('Optional for cash.')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows the server’s reference refusal at the field, and the cash limit at the method', async () => {
    const refusal = (field: string, code: UserErrorCode, message: string) => ({
      errors: [withTypename('UserError', { field, code, message })],
      payment: null,
      booking: null,
    });
    const limit =
      'Cash for this booking would reach ₹2,10,000 (₹1,50,000 taken before). Section 269ST of the Income-tax Act forbids receiving ₹2,00,000 or more in cash for one event or transaction: please take the rest by UPI, card or bank transfer (at most ₹49,999.99 more may be taken in cash).';
    renderForm([
      recordMock(
        { bookingId: 'b1', amount: 5000, method: DeskPaymentMethod.Upi, reference: '612345678901' },
        refusal('reference', UserErrorCode.DeskReferenceInvalid, 'The server says this UTR is not right.'),
      ),
      recordMock(
        { bookingId: 'b1', amount: 5000, method: DeskPaymentMethod.Cash },
        refusal('method', UserErrorCode.DeskCashLimit_269St, limit),
      ),
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    await userEvent.type(screen.getByLabelText('UPI reference (UTR)'), '612345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The server says this UTR is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('UPI reference (UTR)')).toHaveFocus();

    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await userEvent.clear(screen.getByLabelText('Reference'));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Paid by' })).toContainElement(screen.getByText(limit));
  });
});
