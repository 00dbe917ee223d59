import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PaymentAttemptStatus, PaymentMethod, PaymentProviderName } from '../../../graphql/generated';
import type { LedgerEntry } from '../api/use-booking-detail';
import { ledgerStatus, restStatus } from '../api/use-payments';
import { LedgerTable } from './LedgerTable';
import { PaymentFilters } from './PaymentFilters';

const entry = (overrides: Partial<LedgerEntry['payment']>, about: Partial<Omit<LedgerEntry, 'payment'>> = {}): LedgerEntry => ({
  receiptNumber: null,
  dueAtHotelPaise: null,
  ...about,
  payment: {
    id: 'p1',
    bookingId: 'b1',
    provider: PaymentProviderName.Simulated,
    method: PaymentMethod.Upi,
    status: PaymentAttemptStatus.Paid,
    amountPaise: 550000,
    currency: 'INR',
    razorpayOrderId: 'order_Abc123',
    razorpayPaymentId: 'pay_Xyz789',
    refundedPaise: 0,
    failureReason: null,
    mismatchReason: null,
    reference: null,
    recordedBy: null,
    paidAt: '2026-11-21T04:50:00.000Z',
    createdAt: '2026-11-21T04:46:00.000Z',
    booking: { id: 'b1', bookCode: 'BK7Q2M', userName: 'Meera Kapoor' },
    ...overrides,
  },
});

describe('the payments ledger', () => {
  it('names statuses, methods and providers in words; the simulator is never Razorpay', () => {
    render(
      <MemoryRouter>
        <LedgerTable
          label="Payments"
          entries={[
            entry({}),
            entry({ id: 'p2', status: PaymentAttemptStatus.Created, method: null, razorpayPaymentId: null, paidAt: null }),
            entry({
              id: 'p3',
              provider: PaymentProviderName.Hotel,
              method: PaymentMethod.Cod,
              status: PaymentAttemptStatus.Pending,
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Paid.*UPISimulated \(test\)/);
    expect(rows[1]).toHaveTextContent(/Checkout not completed.*—Simulated \(test\)/);
    expect(rows[2]).toHaveTextContent(/Promised at hotel.*Pay at hotel \(cash on arrival\)At the hotel/);
    expect(screen.queryByText(/Razorpay/)).not.toBeInTheDocument();
  });

  it('shows a pay-at-hotel promise as a promise: what is still due is its booking’s balance; a kept one owes nothing', () => {
    const promise = {
      provider: PaymentProviderName.Hotel,
      method: PaymentMethod.Cod,
      razorpayOrderId: null,
      razorpayPaymentId: null,
    };
    render(
      <MemoryRouter>
        <LedgerTable
          label="Payments"
          entries={[
            entry({ ...promise, id: 'open', status: PaymentAttemptStatus.Pending }, { dueAtHotelPaise: 150000 }),
            entry({ ...promise, id: 'kept', status: PaymentAttemptStatus.Fulfilled }),
          ]}
        />
      </MemoryRouter>,
    );
    const [open, kept] = screen.getAllByRole('row').slice(1);
    expect(within(open).getByText('Promised at hotel')).toBeInTheDocument();
    expect(open).toHaveTextContent('₹5,500promised');
    expect(open).toHaveTextContent('₹1,500 still due');
    expect(within(kept).getByText('Promise kept')).toBeInTheDocument();
    expect(kept).not.toHaveTextContent('still due');
  });

  it('gives each entry its receipt, the desk’s reference and who took the money, and a dash when it has none', () => {
    render(
      <MemoryRouter>
        <LedgerTable
          label="Payments"
          entries={[
            entry(
              {
                id: 'desk',
                provider: PaymentProviderName.Hotel,
                method: PaymentMethod.Upi,
                razorpayOrderId: null,
                razorpayPaymentId: null,
                reference: 'UTR 4411',
                recordedBy: 'Asha Verma <asha@hotel.example>',
              },
              { receiptNumber: 'RC/2026-27/00007' },
            ),
            entry({ id: 'online' }, { receiptNumber: 'RV/2026-27/00002' }),
            entry({ id: 'opened', status: PaymentAttemptStatus.Created, razorpayOrderId: null, razorpayPaymentId: null }),
          ]}
        />
      </MemoryRouter>,
    );
    const cells = screen.getAllByRole('cell').filter((cell) => cell.dataset.label === 'References');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Receipt: RC/2026-27/00007Ref: UTR 4411By Asha Verma',
      'Receipt: RV/2026-27/00002Order: order_Abc123Payment: pay_Xyz789',
      '—',
    ]);
  });

  it('flags a payment that did not match its order, with the reason and the currency it came in', () => {
    const reason =
      'Received USD 55.00 for an order of INR 5500.00: the booking was not confirmed. Refund this payment to the guest.';
    render(
      <MemoryRouter>
        <LedgerTable
          label="Payments"
          entries={[entry({}), entry({ id: 'p2', currency: 'USD', amountPaise: 5500, mismatchReason: reason })]}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).queryByText('Amount mismatch: refund')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Amount mismatch: refund')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(reason);
    expect(rows[1]).toHaveTextContent('USD 55.00');
  });

  it('reads the status filter from the address, old lower-case links too, and gives the CSV export the REST name', () => {
    expect(ledgerStatus('PARTIALLY_REFUNDED')).toBe(PaymentAttemptStatus.PartiallyRefunded);
    expect(ledgerStatus('refunded')).toBe(PaymentAttemptStatus.Refunded);
    expect(ledgerStatus('settled')).toBe('');
    expect(ledgerStatus(null)).toBe('');
    expect(restStatus(PaymentAttemptStatus.PartiallyRefunded)).toBe('partially_refunded');
    expect(restStatus('')).toBe('');
  });

  it('filters by every attempt status the schema has', async () => {
    const onApply = jest.fn();
    render(<PaymentFilters value={{ status: '', from: '', to: '' }} onApply={onApply} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    expect(
      [...select.options]
        .map((option) => option.value)
        .slice(1)
        .sort(),
    ).toEqual(Object.values(PaymentAttemptStatus).sort());
    expect(within(select).getByRole('option', { name: 'Checkout not completed' })).toHaveValue(PaymentAttemptStatus.Created);

    await userEvent.selectOptions(select, 'Partly refunded');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ status: PaymentAttemptStatus.PartiallyRefunded, from: '', to: '' });
  });
});
