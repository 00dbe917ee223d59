import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RoomType } from '../../../graphql/generated';
import { EMPTY_ROOM_FORM, type FieldProblem, type RoomFormValues, type RoomSubmission } from '../room-form-values';
import { RoomForm } from './RoomForm';

type Submit = (submission: RoomSubmission) => Promise<FieldProblem[] | void>;

let previews = 0;
beforeEach(() => {
  previews = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${++previews}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

function setup(props: { mode?: 'create' | 'edit'; initialValues?: RoomFormValues; uploadProgress?: number | null } = {}) {
  const onSubmit = jest.fn<Submit>(async () => undefined);
  // applyAccept off: the browser's picker may still hand over other files (e.g. "All files").
  const user = userEvent.setup({ applyAccept: false, delay: null });
  render(
    <MemoryRouter>
      <RoomForm
        mode={props.mode ?? 'create'}
        initialValues={props.initialValues}
        uploadProgress={props.uploadProgress}
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return { user, onSubmit };
}

const image = (name: string, type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const saveButton = (mode: 'create' | 'edit' = 'create') =>
  screen.getByRole('button', { name: mode === 'create' ? 'Create room' : 'Save changes' });

async function fillValidRoom(user: ReturnType<typeof userEvent.setup>, { photos = 1 } = {}) {
  const fill = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await fill('Room name', '  Garden Suite ');
  await fill('Rent per day (₹ INR)', '3499.50');
  await user.selectOptions(screen.getByLabelText('Room type'), 'Suite');
  await fill('Maximum guests', '3');
  await fill('Description', 'A quiet suite that opens onto the garden.');
  await fill('Amenities', 'Wi-Fi, AC, , Garden view');
  if (photos > 0)
    await user.upload(
      screen.getByLabelText('Photos'),
      Array.from({ length: photos }, (_, i) => image(`photo-${i}.jpg`)),
    );
}

describe('RoomForm validation on submit', () => {
  it('shows every required message, tied to its field, and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.click(saveButton());

    expect(await screen.findByText('Room name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Room name')).toHaveAccessibleDescription('Room name is required');
    expect(screen.getByLabelText('Room name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Rent per day (₹ INR)')).toHaveAccessibleDescription('Rent per day is required');
    expect(screen.getByLabelText('Room type')).toHaveAccessibleDescription('Room type is required');
    expect(screen.getByLabelText('Maximum guests')).toHaveAccessibleDescription(
      expect.stringContaining('Maximum count is required'),
    );
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(expect.stringContaining('Description is required'));
    expect(screen.getByLabelText('Photos')).toHaveAccessibleDescription(
      expect.stringContaining('At least one image is required'),
    );
    expect(screen.getByLabelText('Room name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Room name', '101 characters', 'Room name cannot exceed 100 characters', 'x'.repeat(101)],
    ['Rent per day (₹ INR)', '-5', 'Rent must be a positive number', '-5'],
    ['Maximum guests', '0', 'Maximum count must be between 1 and 10', '0'],
    ['Maximum guests', '11', 'Maximum count must be between 1 and 10', '11'],
    ['Description', '9 characters', 'Description must be at least 10 characters long', 'Too short'],
    ['Description', '1001 characters', 'Description cannot exceed 1000 characters', 'x'.repeat(1001)],
  ])('%s: %s gives "%s"', async (label, _case, message, value) => {
    const { user, onSubmit } = setup();
    const input = screen.getByLabelText(label);
    if (value.length > 50) {
      // Pasting is much quicker than typing a thousand keys.
      await user.click(input);
      await user.paste(value);
    } else {
      await user.type(input, value);
    }
    await user.click(saveButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field’s error as soon as that field is edited, and only that one', async () => {
    const { user } = setup();
    await user.click(saveButton());
    await screen.findByText('Room name is required');

    await user.type(screen.getByLabelText('Room name'), 'G');
    expect(screen.queryByText('Room name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Room name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Rent per day is required')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Room type'), 'Deluxe');
    expect(screen.queryByText('Room type is required')).not.toBeInTheDocument();
    // Typing a description that is still too short does not raise a new error before the next submit.
    await user.type(screen.getByLabelText('Description'), 'abc');
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Description must be at least 10 characters long')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Photos'), image('room.jpg'));
    expect(screen.queryByText('At least one image is required')).not.toBeInTheDocument();
  });

  it('hands a valid room to onSubmit: trimmed, numbers, amenities as a list, photos in order', async () => {
    const { user, onSubmit } = setup();
    await fillValidRoom(user, { photos: 2 });
    await user.click(saveButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const { details, photos } = onSubmit.mock.calls[0][0];
    expect(details).toEqual({
      name: 'Garden Suite',
      rentPerDay: 3499.5,
      type: RoomType.Suite,
      maxCount: 3,
      description: 'A quiet suite that opens onto the garden.',
      amenities: ['Wi-Fi', 'AC', 'Garden view'],
      isAvailable: true,
    });
    expect(photos.map((photo) => (photo.kind === 'new' ? photo.file.name : photo.url))).toEqual(['photo-0.jpg', 'photo-1.jpg']);
  });

  it('shows the server’s problems next to their fields', async () => {
    const { user, onSubmit } = setup();
    onSubmit.mockResolvedValueOnce([{ field: 'name', message: 'A room with this name exists' }]);
    await fillValidRoom(user);
    await user.click(saveButton());
    expect(await screen.findByText('A room with this name exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Room name')).toHaveFocus();
  });
});

describe('RoomForm photos', () => {
  it('alerts and adds nothing for a file that is not JPEG, PNG or WebP, or is over 5 MB', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = setup();
    await user.upload(screen.getByLabelText('Photos'), [image('ok.jpg'), image('anim.gif', 'image/gif')]);
    expect(alert).toHaveBeenLastCalledWith('Please select valid image files (JPEG, PNG, WebP) under 5MB each.');
    await user.upload(screen.getByLabelText('Photos'), image('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 10 photos')).toBeInTheDocument();
  });

  it('alerts with how many images are allowed and how many the room has', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const saved = Array.from({ length: 8 }, (_, i) => ({ kind: 'saved' as const, url: `/uploads/room-${i}.webp` }));
    const { user } = setup({ mode: 'edit', initialValues: { ...EMPTY_ROOM_FORM, images: saved } });
    await user.upload(screen.getByLabelText('Photos'), [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    expect(alert).toHaveBeenCalledWith('You can upload at most 10 images. This room has 8, so you can add 2 more.');
    expect(screen.getAllByRole('img')).toHaveLength(8);

    await user.upload(screen.getByLabelText('Photos'), [image('a.jpg'), image('b.jpg')]);
    expect(screen.getAllByRole('img')).toHaveLength(10);
    await user.upload(screen.getByLabelText('Photos'), image('d.jpg'));
    expect(alert).toHaveBeenLastCalledWith('You can upload at most 10 images. This room has 10, so no more can be added.');
  });

  it('previews new photos and frees a preview when its photo is removed', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Photos'), [image('a.jpg'), image('b.png', 'image/png')]);
    const previewImages = screen.getAllByRole('img');
    expect(previewImages.map((img) => img.getAttribute('src'))).toEqual(['blob:preview-1', 'blob:preview-2']);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['blob:preview-2']);
    expect(screen.getByLabelText('Photos')).toHaveFocus();
  });

  it('removes an existing photo when editing, and a room may be saved with none', async () => {
    const initialValues: RoomFormValues = {
      name: 'Deluxe King',
      rentPerDay: '2500',
      type: RoomType.Deluxe,
      maxCount: '2',
      description: 'A bright room with a king bed.',
      amenities: 'Wi-Fi',
      isAvailable: 'true',
      images: [{ kind: 'saved', url: '/uploads/one.webp' }],
    };
    const { user, onSubmit } = setup({ mode: 'edit', initialValues });
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Availability'), 'Unavailable');
    await user.click(saveButton('edit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].photos).toEqual([]);
    expect(onSubmit.mock.calls[0][0].details.isAvailable).toBe(false);
  });

  it('refuses more than 10 photos on save', async () => {
    const images = Array.from({ length: 11 }, (_, i) => ({ kind: 'saved' as const, url: `/uploads/old-${i}.webp` }));
    const { user, onSubmit } = setup({ mode: 'edit', initialValues: { ...EMPTY_ROOM_FORM, images } });
    await user.click(saveButton('edit'));
    expect(await screen.findByText('Maximum 10 images allowed')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the upload progress as a progress bar', () => {
    setup({ uploadProgress: 42 });
    const bar = screen.getByRole('progressbar', { name: 'Uploading photos…' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });
});
