import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BookingStatus, RoomType, RoomUpcomingStaysDocument, UpdateAdminRoomDocument } from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import type { RoomFormValues } from '../room-form-values';
import { RoomEditor } from './RoomEditor';
import { photoFromUrl } from '../../../components/ui/ResponsivePhoto';

/** A saved photo as the server answers it (no encoded sizes in these tests). */
const savedPhoto = (url: string) => ({ __typename: 'Photo', ...photoFromUrl(url) });

const ROOM_ID = '7c4a1d2e-1111-4c1a-9a55-000000000009';
const values: RoomFormValues = {
  name: '101',
  rentPerDay: '3500',
  type: RoomType.Deluxe,
  maxCount: '2',
  description: 'A quiet room that opens onto the garden.',
  amenities: 'Wi-Fi',
  isAvailable: 'true',
  images: [{ kind: 'saved', url: '/uploads/a.webp' }],
};
const stays = [
  withTypename('UpcomingStay', {
    bookingId: 'bk-1',
    bookCode: 'ABC123',
    guestName: 'Asha Verma',
    status: BookingStatus.Confirmed,
    checkIn: '2099-11-24',
    checkOut: '2099-11-26',
  }),
];
const upcomingMock: MockLink.MockedResponse = {
  request: { query: RoomUpcomingStaysDocument, variables: { id: ROOM_ID } },
  result: { data: { room: withTypename('Room', { id: ROOM_ID, upcomingStays: stays }) } },
};
const updateMock: MockLink.MockedResponse = {
  request: {
    query: UpdateAdminRoomDocument,
    variables: {
      id: ROOM_ID,
      input: {
        name: '101',
        rentPerDay: 3500,
        type: RoomType.Deluxe,
        maxCount: 2,
        description: 'A quiet room that opens onto the garden.',
        amenities: ['Wi-Fi'],
        isAvailable: false,
        imageUrls: ['/uploads/a.webp'],
      },
    },
  },
  result: {
    data: {
      updateRoom: withTypename('RoomPayload', {
        errors: [],
        room: withTypename('Room', {
          id: ROOM_ID,
          name: '101',
          description: 'A quiet room that opens onto the garden.',
          type: RoomType.Deluxe,
          maxCount: 2,
          rentPerDay: 3500,
          isAvailable: false,
          imageUrls: ['/uploads/a.webp'],
          photos: [savedPhoto('/uploads/a.webp')],
          amenities: ['Wi-Fi'],
        }),
      }),
    },
  },
};

function renderEditor(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <RoomEditor target={{ mode: 'edit', id: ROOM_ID }} initialValues={values} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('marking a room Unavailable while guests hold it', () => {
  it('lists the stays ahead before saving; keeping it available saves nothing', async () => {
    const user = renderEditor([upcomingMock]);
    await user.selectOptions(screen.getByLabelText('Availability'), 'Unavailable');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Guests still have this room' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('ABC123 Asha Verma, Tue, 24 Nov 2099 to Thu, 26 Nov 2099');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it available' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Room updated successfully!')).not.toBeInTheDocument();
  });

  it('saves when the admin goes ahead', async () => {
    const user = renderEditor([upcomingMock, updateMock]);
    await user.selectOptions(screen.getByLabelText('Availability'), 'Unavailable');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('button', { name: 'Mark Unavailable' }));
    expect(await screen.findByText('Room updated successfully!')).toBeInTheDocument();
  });
});
