import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  AddFolioChargeDocument,
  BookingStatus,
  FolioChargeKind,
  FolioChargesDocument,
  UserErrorCode,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { FolioChargesPanel } from './FolioChargesPanel';

const defaults = [
  { kind: FolioChargeKind.Laundry, label: 'Laundry', sac: '999712', gstRate: 18, unitPrice: null },
  { kind: FolioChargeKind.ExtraBed, label: 'Extra bed', sac: '996311', gstRate: 5, unitPrice: 500 },
].map((row) => withTypename('FolioChargeDefault', row));

const laundry = withTypename('FolioCharge', {
  id: 'c1',
  kind: FolioChargeKind.Laundry,
  description: 'Laundry: 3 shirts',
  sac: '999712',
  quantity: 3,
  unitPrice: 100,
  gstRate: 18,
  taxable: 300,
  cgst: 27,
  sgst: 27,
  total: 354,
  postedOn: '2026-11-21',
  postedBy: 'Meena <meena@hotel.test>',
  postedAt: '2026-11-21T05:00:00.000Z',
  reversesId: null,
  reason: null,
  reversed: false,
});

function listMock(status: BookingStatus, charges: (typeof laundry)[]): MockLink.MockedResponse {
  return {
    request: { query: FolioChargesDocument, variables: { bookingId: 'b1' } },
    result: {
      data: {
        booking: withTypename('Booking', { id: 'b1', status, chargesAmount: charges.reduce((sum, c) => sum + c.total, 0) }),
        folioCharges: charges,
        folioChargeDefaults: defaults,
      },
    },
  };
}

function addMock(expected: object, answer: object): MockLink.MockedResponse {
  return {
    request: {
      query: AddFolioChargeDocument,
      variables: (variables) => JSON.stringify(variables.input) === JSON.stringify(expected),
    },
    result: { data: { addFolioCharge: withTypename('FolioChargePayload', answer) } },
  };
}

const renderPanel = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <FolioChargesPanel bookingId="b1" />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('extras on a stay', () => {
  it('posts a charge for a guest in the house with the kind’s usual price, and lists it', async () => {
    renderPanel([
      listMock(BookingStatus.CheckedIn, []),
      addMock(
        { bookingId: 'b1', kind: FolioChargeKind.ExtraBed, quantity: 2, unitPrice: 500 },
        { errors: [], charge: { ...laundry, id: 'c2', kind: FolioChargeKind.ExtraBed, description: 'Extra bed' } },
      ),
      listMock(BookingStatus.CheckedIn, [laundry]),
    ]);
    expect(await screen.findByText('No extras on this stay.')).toBeInTheDocument();
    expect(screen.getByText('GST 18% · SAC 999712')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Charge'), 'Extra bed');
    expect(screen.getByLabelText('Price of one (₹, before GST)')).toHaveValue('500');
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Post charge' }));
    expect(await screen.findByText('Extra bed posted.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Extras on this stay' });
    expect(within(list).getByText('Laundry: 3 shirts')).toBeInTheDocument();
    expect(within(list).getByText(/3 × ₹100 \+ GST 18% \(SAC 999712\)/)).toBeInTheDocument();
  });

  it('shows the server’s refusal on its field', async () => {
    renderPanel([
      listMock(BookingStatus.CheckedIn, []),
      addMock(
        { bookingId: 'b1', kind: FolioChargeKind.Laundry, quantity: 1, unitPrice: 100000 },
        {
          errors: [
            withTypename('UserError', {
              field: 'unitPrice',
              code: UserErrorCode.ChargePriceInvalid,
              message:
                'Enter the price of one in rupees before GST, greater than zero and at most ₹1,00,000, with at most two decimals.',
            }),
          ],
          charge: null,
        },
      ),
      // Apollo reads the list again after any answer.
      listMock(BookingStatus.CheckedIn, []),
    ]);
    await userEvent.type(await screen.findByLabelText('Price of one (₹, before GST)'), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Post charge' }));
    expect(await screen.findByText(/at most ₹1,00,000/)).toBeInTheDocument();
  });

  it('posts nothing once the guest has left', async () => {
    renderPanel([listMock(BookingStatus.CheckedOut, [laundry])]);
    expect(await screen.findByText(/Extras are posted while the guest is checked in/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Post a charge' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
  });
});
