import type { MockLink } from '@apollo/client/testing';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminRoomsDocument,
  DeleteAdminRoomDocument,
  RoomStatusesDocument,
  RoomType,
  type AdminRoomsQuery,
  type AdminRoomsQueryVariables,
  type DeleteAdminRoomMutation,
  type DeleteAdminRoomMutationVariables,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { DELETE_QUESTION, RoomsPanel } from './AdminRoomsPage';
import { photoFromUrl } from '../../../components/ui/ResponsivePhoto';

/** A saved photo as the server answers it (no encoded sizes in these tests). */
const savedPhoto = (url: string) => ({ __typename: 'Photo', ...photoFromUrl(url) });

const deluxe = withTypename('Room', {
  id: '7c4a1d2e-1111-4c1a-9a55-000000000001',
  name: 'Deluxe King',
  description: 'A bright room with a king bed and a balcony.',
  type: RoomType.Deluxe,
  maxCount: 2,
  rentPerDay: 2500,
  isAvailable: true,
  imageUrls: ['/uploads/deluxe.webp'],
  photos: [savedPhoto('/uploads/deluxe.webp')],
  amenities: ['Wi-Fi'],
});

type RoomsMock = MockLink.MockedResponse<AdminRoomsQuery, AdminRoomsQueryVariables>;
type DeleteMock = MockLink.MockedResponse<DeleteAdminRoomMutation, DeleteAdminRoomMutationVariables>;

const roomsLoaded: RoomsMock = { request: { query: AdminRoomsDocument }, result: { data: { rooms: [deluxe] } } };

const deleteAnswer = (answer: DeleteAdminRoomMutation['deleteRoom']): DeleteMock => ({
  request: { query: DeleteAdminRoomDocument, variables: { id: deluxe.id } },
  result: {
    data: {
      deleteRoom: withTypename('DeletePayload', {
        ...answer,
        errors: answer.errors.map((error) => withTypename('UserError', error)),
      }),
    },
  },
});

/** Today's housekeeping statuses, which the panel reads beside the rooms (none known here). */
const statusesLoaded = { request: { query: RoomStatusesDocument }, result: { data: { roomStatuses: [] } } };

function renderPanel(mocks: MockedProviderProps['mocks']) {
  render(
    <MockedProvider mocks={[...(mocks ?? []), statusesLoaded]}>
      <MemoryRouter>
        <RoomsPanel />
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function askToDelete() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Deluxe King' }));
  return { user, dialog: screen.getByRole('alertdialog', { name: 'Delete Deluxe King?' }) };
}

describe('Admin rooms: delete', () => {
  it('asks with the spec’s question, focuses Cancel, and deletes on confirm', async () => {
    renderPanel([roomsLoaded, deleteAnswer({ deleted: true, errors: [] })]);
    const { user, dialog } = await askToDelete();
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete the room? This action cannot be undone.');
    expect(DELETE_QUESTION).toBe('Are you sure you want to delete the room? This action cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Delete room' }));
    expect(await screen.findByText('Room deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Deluxe King/ })).not.toBeInTheDocument());
    expect(screen.getByText('No rooms found')).toBeInTheDocument();
  });

  it('keeps the room when the admin cancels (Escape), and gives focus back to Delete', async () => {
    renderPanel([roomsLoaded]);
    const { user } = await askToDelete();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Deluxe King' })).toHaveFocus();
    expect(screen.getByRole('rowheader', { name: /Deluxe King/ })).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    renderPanel([roomsLoaded]);
    const { user, dialog } = await askToDelete();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete room' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('shows the server’s reason when it refuses', async () => {
    const reason = 'This room has upcoming bookings and cannot be deleted. Mark it Unavailable instead.';
    renderPanel([
      roomsLoaded,
      deleteAnswer({ deleted: null, errors: [{ field: null, code: 'ROOM_HAS_UPCOMING_BOOKINGS', message: reason }] }),
    ]);
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('rowheader', { name: /Deluxe King/ })).toBeInTheDocument();
  });

  it('says "Something went wrong while deleting the room" when the request fails', async () => {
    const offline: DeleteMock = {
      request: { query: DeleteAdminRoomDocument, variables: { id: deluxe.id } },
      error: new Error('offline'),
    };
    renderPanel([roomsLoaded, offline]);
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while deleting the room');
  });
});

describe('Admin rooms: loading', () => {
  it('says "Something went wrong while loading rooms" when the server cannot be reached', async () => {
    const offline: RoomsMock = { request: { query: AdminRoomsDocument }, error: new Error('offline') };
    renderPanel([offline]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading rooms');
  });

  it('says "Failed to load rooms" when the server refuses without a message for people', async () => {
    const fault: RoomsMock = {
      request: { query: AdminRoomsDocument },
      result: { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
    };
    renderPanel([fault]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load rooms');
  });

  it('prefers the server’s message', async () => {
    const refusal: RoomsMock = {
      request: { query: AdminRoomsDocument },
      result: { errors: [new GraphQLError('Please sign in to continue', { extensions: { code: 'UNAUTHENTICATED' } })] },
    };
    renderPanel([refusal]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to continue');
  });
});
