import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TaxDocumentKind } from '../../../graphql/generated';
import { resetEmbeddedData } from '../../../lib/apollo/embedded-data';
import { aBooking, BOOKING_ID } from '../test-support/fixtures';
import type { LiveBookingState } from './BookingLive';
import BookingDetailsPage from './BookingDetailsPage';

// The live part is a lazy chunk with Apollo; here a stand-in the test tells when the API answered.
let reportLive: ((state: LiveBookingState) => void) | undefined;
jest.mock('./BookingLive', () => ({
  __esModule: true,
  default: ({ onState }: { onState: (state: LiveBookingState) => void }) => {
    reportLive = onState;
    return null;
  },
}));

const booking = aBooking({
  documents: [
    {
      id: 'd0c00000-0000-4000-8000-000000000001',
      kind: TaxDocumentKind.Invoice,
      number: 'AR/26-27/0001',
      issueDate: '2026-12-12',
      total: 5500,
    },
  ],
});

describe('the booking page painted from the embedded booking', () => {
  beforeEach(() => {
    // Beside the site configuration the test setup put in the page, as the server sends both.
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script id="route-data" type="application/json">${JSON.stringify({
        PaymentBooking: { variables: { id: BOOKING_ID }, data: { booking } },
      })}</script>`,
    );
    resetEmbeddedData();
  });
  afterEach(() => {
    document.getElementById('route-data')?.remove();
    resetEmbeddedData();
  });

  it('keeps what the guest began (the download form and what they typed) when the live booking arrives', async () => {
    render(
      <MemoryRouter initialEntries={[`/booking/${BOOKING_ID}`]}>
        <Routes>
          <Route path="/booking/:id" element={<BookingDetailsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const card = within(screen.getByRole('region', { name: 'Invoices and receipts' }));
    await userEvent.click(card.getByRole('button', { name: 'Download Tax invoice AR/26-27/0001' }));
    await userEvent.type(card.getByLabelText('Email or phone number'), 'guest@example.com');

    await waitFor(() => expect(reportLive).toBeDefined());
    act(() => reportLive!({ status: 'ready', booking, selfService: <p>Self-service</p> }));

    expect(screen.getByText('Self-service')).toBeInTheDocument();
    const after = within(screen.getByRole('region', { name: 'Invoices and receipts' }));
    expect(after.getByLabelText('Email or phone number')).toHaveValue('guest@example.com');
  });
});
