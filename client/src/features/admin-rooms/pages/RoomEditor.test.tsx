import type { MockLink } from '@apollo/client/testing';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  CreateAdminRoomDocument,
  RoomType,
  UpdateAdminRoomDocument,
  type CreateAdminRoomMutation,
  type CreateAdminRoomMutationVariables,
  type UpdateAdminRoomMutation,
  type UpdateAdminRoomMutationVariables,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { UploadError, uploadImages } from '../api/upload-images';
import type { RoomFormValues } from '../room-form-values';
import { RoomEditor } from './RoomEditor';
import { photoFromUrl } from '../../../components/ui/ResponsivePhoto';

/** A saved photo as the server answers it (no encoded sizes in these tests). */
const savedPhoto = (url: string) => ({ __typename: 'Photo', ...photoFromUrl(url) });

jest.mock('../api/upload-images', () => ({
  ...jest.requireActual('../api/upload-images'),
  uploadImages: jest.fn(),
}));
const upload = uploadImages as jest.MockedFunction<typeof uploadImages>;

const ROOM_ID = '7c4a1d2e-1111-4c1a-9a55-000000000001';
const savedRoom = withTypename('Room', {
  id: ROOM_ID,
  name: 'Garden Suite',
  description: 'A quiet suite that opens onto the garden.',
  type: RoomType.Suite,
  maxCount: 3,
  rentPerDay: 3500,
  isAvailable: true,
  imageUrls: ['/uploads/a.webp', '/uploads/new-1.jpg'],
  photos: [savedPhoto('/uploads/a.webp'), savedPhoto('/uploads/new-1.jpg')],
  amenities: ['Wi-Fi'],
});
const details = {
  name: 'Garden Suite',
  rentPerDay: 3500,
  type: RoomType.Suite,
  maxCount: 3,
  description: 'A quiet suite that opens onto the garden.',
  amenities: ['Wi-Fi'],
  isAvailable: true,
};
const editValues: RoomFormValues = {
  name: 'Garden Suite',
  rentPerDay: '3500',
  type: RoomType.Suite,
  maxCount: '3',
  description: 'A quiet suite that opens onto the garden.',
  amenities: 'Wi-Fi',
  isAvailable: 'true',
  images: [{ kind: 'saved', url: '/uploads/a.webp' }],
};
type RoomPayload = UpdateAdminRoomMutation['updateRoom'];
type CreateMock = MockLink.MockedResponse<CreateAdminRoomMutation, CreateAdminRoomMutationVariables>;
type UpdateMock = MockLink.MockedResponse<UpdateAdminRoomMutation, UpdateAdminRoomMutationVariables>;

const payload = (errors: RoomPayload['errors'], room: RoomPayload['room']): RoomPayload =>
  withTypename('RoomPayload', { errors: errors.map((error) => withTypename('UserError', error)), room });

beforeEach(() => {
  upload.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function renderEditor(
  target: { mode: 'create' } | { mode: 'edit'; id: string },
  mocks: MockedProviderProps['mocks'],
  initialValues?: RoomFormValues,
) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/admin/rooms/editor']}>
        <Routes>
          <Route path="/admin/rooms/editor" element={<RoomEditor target={target} initialValues={initialValues} />} />
          <Route path="/admin/rooms" element={<p>The rooms table</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup({ delay: null });
}

const updateMock = (imageUrls: string[], answer: Pick<UpdateMock, 'result' | 'error'>): UpdateMock => ({
  request: { query: UpdateAdminRoomDocument, variables: { id: ROOM_ID, input: { ...details, imageUrls } } },
  ...answer,
});

describe('RoomEditor', () => {
  it('uploads the new photos, creates the room with their addresses, then returns to the table after 1.5 s', async () => {
    upload.mockImplementation(async (_files, onProgress) => {
      onProgress(60);
      onProgress(100);
      return ['/uploads/new-1.jpg'];
    });
    const create: CreateMock = {
      request: { query: CreateAdminRoomDocument, variables: { input: { ...details, imageUrls: ['/uploads/new-1.jpg'] } } },
      result: { data: { createRoom: payload([], savedRoom) } },
    };
    const user = renderEditor({ mode: 'create' }, [create]);
    const fill = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill('Room name', details.name);
    await fill('Rent per day (₹ INR)', '3500');
    await user.selectOptions(screen.getByLabelText('Room type'), 'Suite');
    await fill('Maximum guests', '3');
    await fill('Description', details.description);
    await fill('Amenities', 'Wi-Fi');
    await user.upload(screen.getByLabelText('Photos'), new File(['x'], 'room.jpg', { type: 'image/jpeg' }));
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create room' }));

    expect(await screen.findByText('Room created successfully!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(upload.mock.calls[0][0].map((file) => file.name)).toEqual(['room.jpg']);
    expect(await screen.findByText('The rooms table', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  }, 15_000);

  it('shows the upload’s failure and creates nothing', async () => {
    upload.mockRejectedValue(new UploadError('Upload failed'));
    const user = renderEditor({ mode: 'edit', id: ROOM_ID }, [], editValues);
    await user.upload(screen.getByLabelText('Photos'), new File(['x'], 'room.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('updates with kept and new photos in order, and does not upload them again on retry', async () => {
    upload.mockResolvedValue(['/uploads/new-1.jpg']);
    const urls = ['/uploads/a.webp', '/uploads/new-1.jpg'];
    const user = renderEditor(
      { mode: 'edit', id: ROOM_ID },
      [
        updateMock(urls, { error: new Error('offline') }),
        updateMock(urls, { result: { data: { updateRoom: payload([], savedRoom) } } }),
      ],
      editValues,
    );
    await user.upload(screen.getByLabelText('Photos'), new File(['x'], 'room.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while updating the room');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Room updated successfully!')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s user errors next to their fields', async () => {
    const user = renderEditor(
      { mode: 'edit', id: ROOM_ID },
      [
        updateMock(['/uploads/a.webp'], {
          result: {
            data: {
              updateRoom: payload(
                [{ field: 'rentPerDay', code: 'ROOM_RENT_INVALID', message: 'Rent per day cannot exceed ₹10,00,000' }],
                null,
              ),
            },
          },
        }),
      ],
      editValues,
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Rent per day (₹ INR)')).toHaveAccessibleDescription('Rent per day cannot exceed ₹10,00,000'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to create room" when creating fails without a message', async () => {
    upload.mockResolvedValue(['/uploads/new-1.jpg']);
    const create: CreateMock = {
      request: { query: CreateAdminRoomDocument, variables: { input: { ...details, imageUrls: ['/uploads/a.webp'] } } },
      error: new Error('offline'),
    };
    const user = renderEditor({ mode: 'create' }, [create], editValues);
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create room');
  });
});
