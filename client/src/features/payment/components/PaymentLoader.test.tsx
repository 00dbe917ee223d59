import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PayAtHotelLimitsDocument, PaymentBookingDocument } from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { aBooking, BOOKING_ID } from '../test-support/fixtures';
import { PaymentLoader } from './PaymentLoader';

function renderPayment(nights: number) {
  const booking = aBooking({ checkIn: '2026-12-01', checkOut: `2026-12-${String(1 + nights).padStart(2, '0')}`, nights });
  const mocks = [
    {
      request: { query: PaymentBookingDocument, variables: { id: BOOKING_ID } },
      result: {
        data: {
          booking: withTypename('Booking', {
            ...booking,
            lines: booking.lines.map((line) => withTypename('BookingLine', line)),
            tax: withTypename('StayTax', {
              ...booking.tax,
              lines: booking.tax.lines.map((line) =>
                withTypename('LineTax', { ...line, nights: line.nights.map((night) => withTypename('NightTax', night)) }),
              ),
            }),
          }),
        },
      },
    },
    {
      request: { query: PayAtHotelLimitsDocument },
      result: {
        data: {
          paymentConfig: withTypename('PaymentConfig', { payAtHotelMaxNights: 7, payAtHotelMaxRooms: 2, advancePercent: 0 }),
        },
      },
    },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <PaymentLoader explicitBookingId={BOOKING_ID} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Pay at Hotel on the payment page, by the server’s limits', () => {
  it('is disabled for a stay longer than PAY_AT_HOTEL_MAX_NIGHTS, saying to pay online', async () => {
    renderPayment(9);
    expect(
      await screen.findByText(
        'Pay at hotel is available for stays of up to 7 nights. Please pay online to confirm this 9-night stay.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Pay at Hotel' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Online Payment' })).toBeEnabled();
  });

  it('is offered for a stay within the limits', async () => {
    renderPayment(2);
    expect(await screen.findByRole('radio', { name: 'Pay at Hotel' })).toBeEnabled();
    expect(screen.getByText('Cash on arrival: your room is confirmed now, you pay when you check in')).toBeVisible();
  });
});
