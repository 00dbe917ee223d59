import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BookingPaymentStatus, BookingStatus, PaymentMethod } from '../../../graphql/generated';
import type { AdminBooking } from '../api/use-bookings';
import { BookingsTable } from './BookingsTable';

const booking = (overrides: Partial<AdminBooking>): AdminBooking => ({
  id: 'b1',
  bookCode: 'BK7Q2M',
  userName: 'Meera Kapoor',
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  nights: 2,
  totalAmount: 5500,
  status: BookingStatus.Confirmed,
  paymentStatus: BookingPaymentStatus.Paid,
  paymentMethod: PaymentMethod.Upi,
  balanceDue: 0,
  canDelete: false,
  roomTypes: 'Double AC',
  rooms: '204',
  ...overrides,
});

function renderTable(bookings: AdminBooking[]) {
  render(
    <MemoryRouter>
      <BookingsTable bookings={bookings} onDelete={jest.fn()} />
    </MemoryRouter>,
  );
}

const cellsOf = (code: string) =>
  within(screen.getByRole('row', { name: new RegExp(code) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the bookings table', () => {
  it('shows the server’s nights and amount, and statuses in words', () => {
    renderTable([
      booking({}),
      // The server's figure is shown even where a local count of the dates would say otherwise.
      booking({ id: 'b2', bookCode: 'CX4N8P', nights: 1, checkOut: '2026-12-13', paymentStatus: BookingPaymentStatus.Pending }),
    ]);
    expect(cellsOf('BK7Q2M')).toEqual([
      'Meera Kapoor',
      '204Double AC',
      '10 Dec – 12 Dec 20262 nights',
      '₹5,500',
      'Confirmed',
      'Paid',
      '',
    ]);
    expect(cellsOf('CX4N8P')).toEqual(expect.arrayContaining(['10 Dec – 13 Dec 20261 night', 'Not paid yet']));
  });

  it('says a pay-at-hotel booking is to be paid there, and a cancelled one owes nothing', () => {
    renderTable([
      booking({ paymentStatus: BookingPaymentStatus.Pending, paymentMethod: PaymentMethod.Cod }),
      booking({
        id: 'b2',
        bookCode: 'CX4N8P',
        status: BookingStatus.Cancelled,
        paymentStatus: BookingPaymentStatus.Void,
        paymentMethod: PaymentMethod.Cod,
      }),
      booking({
        id: 'b3',
        bookCode: 'HQ2W9E',
        status: BookingStatus.Held,
        paymentStatus: BookingPaymentStatus.Pending,
        paymentMethod: null,
      }),
    ]);
    expect(cellsOf('BK7Q2M')).toEqual(expect.arrayContaining(['Confirmed', 'To be paid at the hotel']));
    expect(cellsOf('CX4N8P')).toEqual(expect.arrayContaining(['Cancelled', 'Nothing due']));
    expect(cellsOf('HQ2W9E')).toEqual(expect.arrayContaining(['Waiting for payment', 'Not paid yet']));
    expect(screen.queryByText(/[A-Z]{2,}_[A-Z]/)).not.toBeInTheDocument();
  });

  it('shows what is still due under the amount, or what the hotel owes back', () => {
    renderTable([
      booking({ paymentStatus: BookingPaymentStatus.PartPaid, balanceDue: 3500 }),
      booking({ id: 'b2', bookCode: 'CX4N8P', balanceDue: -1200.5 }),
    ]);
    expect(cellsOf('BK7Q2M')).toContain('₹5,500Due ₹3,500');
    expect(cellsOf('CX4N8P')).toContain('₹5,500Refund due ₹1,200.50');
  });

  it('offers Delete only where the server says the booking may be deleted', () => {
    renderTable([
      booking({
        id: 'b1',
        bookCode: 'HELD01',
        status: BookingStatus.Held,
        paymentStatus: BookingPaymentStatus.Failed,
        canDelete: true,
      }),
      booking({
        id: 'b2',
        bookCode: 'GONE02',
        status: BookingStatus.Expired,
        paymentStatus: BookingPaymentStatus.Void,
        canDelete: true,
      }),
      booking({
        id: 'b3',
        bookCode: 'CANC03',
        status: BookingStatus.Cancelled,
        paymentStatus: BookingPaymentStatus.Void,
        canDelete: true,
      }),
      booking({ id: 'b4', bookCode: 'CONF04', status: BookingStatus.Confirmed, paymentStatus: BookingPaymentStatus.Pending }),
      booking({ id: 'b5', bookCode: 'REFD05', status: BookingStatus.Cancelled, paymentStatus: BookingPaymentStatus.Refunded }),
      booking({ id: 'b6', bookCode: 'STAY06', status: BookingStatus.CheckedOut, paymentStatus: BookingPaymentStatus.Paid }),
      booking({ id: 'b7', bookCode: 'NOSH07', status: BookingStatus.NoShow, paymentStatus: BookingPaymentStatus.Void }),
      // Cancelled with nothing owed, but a desk payment was taken and reversed: the server keeps it.
      booking({ id: 'b8', bookCode: 'REVD08', status: BookingStatus.Cancelled, paymentStatus: BookingPaymentStatus.Void }),
    ]);
    const offered = screen.getAllByRole('button', { name: /^Delete booking/ }).map((button) => button.getAttribute('aria-label'));
    expect(offered).toEqual(['Delete booking HELD01', 'Delete booking GONE02', 'Delete booking CANC03']);
  });
});
