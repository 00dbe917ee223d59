import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  BookingPaymentStatus,
  BookingStatus,
  DeskStayDocument,
  GuestIdType,
  type DeskStayQuery,
  type DeskStayQueryVariables,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { DeskActions } from './DeskActions';

function stayMock(idType: GuestIdType, idNumber: string): MockLink.MockedResponse<DeskStayQuery, DeskStayQueryVariables> {
  return {
    request: { query: DeskStayDocument, variables: { id: 'b1' } },
    result: {
      data: {
        booking: withTypename('Booking', {
          id: 'b1',
          bookCode: 'HB7Q2M',
          userName: 'Asha Verma',
          userPhone: '+919876543210',
          checkIn: '2026-12-01',
          checkOut: '2026-12-02',
          nights: 1,
          status: BookingStatus.CheckedOut,
          paymentStatus: BookingPaymentStatus.Paid,
          holdExpiresAt: null,
          checkedInAt: '2026-12-01T06:30:00.000Z',
          checkedOutAt: '2026-12-02T05:30:00.000Z',
          totalPaise: 240000,
          arrivalTime: null,
          specialRequest: null,
          lines: [
            withTypename('BookingLine', {
              id: 'l1',
              roomId: 'room-101',
              roomName: 'Room 101',
              checkIn: '2026-12-01',
              checkOut: '2026-12-02',
            }),
          ],
          balanceDue: 0,
          registration: withTypename('GuestRegistration', {
            id: 'r1',
            idType,
            idNumber,
            adults: 1,
            children: 0,
            nationality: 'Indian',
            passportNumber: null,
            visaNumber: null,
            visaValidUntil: null,
            note: null,
            recordedBy: 'Desk Clerk <desk@hotel.test>',
            createdAt: '2026-12-01T06:30:00.000Z',
          }),
        }),
      },
    },
  };
}

const renderStay = (mock: ReturnType<typeof stayMock>) =>
  render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter>
        <DeskActions bookingId="b1" />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('what check-in recorded, on the booking page', () => {
  it('names an Aadhaar by the last four digits the hotel keeps', async () => {
    renderStay(stayMock(GuestIdType.Aadhaar, '4321'));
    expect(await screen.findByLabelText('Check-in registration')).toHaveTextContent('ID proofAadhaar ending 4321');
  });

  it('shows other IDs as recorded', async () => {
    renderStay(stayMock(GuestIdType.DrivingLicence, 'UP32 20190012345'));
    expect(await screen.findByLabelText('Check-in registration')).toHaveTextContent('ID proofDriving licence UP32 20190012345');
  });
});
