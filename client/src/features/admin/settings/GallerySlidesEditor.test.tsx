import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_HOTEL_PROFILE } from '../../../../test/hotel';
import { saveSession } from '../../../lib/admin-session';
import { HotelProfileForm } from './HotelProfileForm';
import { type HotelProfileValues, profileInputOf, profileValuesOf, type ProfileSaveOutcome } from './use-hotel-profile';

const PHOTO = {
  url: '/uploads/0b7c2a64-3f1e-4a43-8d55-0e6f2f6c9a10.jpg',
  src: '/uploads/0b7c2a64-3f1e-4a43-8d55-0e6f2f6c9a10-800.webp',
  width: 1600,
  height: 1067,
  avifSrcset:
    '/uploads/0b7c2a64-3f1e-4a43-8d55-0e6f2f6c9a10-400.avif 400w, /uploads/0b7c2a64-3f1e-4a43-8d55-0e6f2f6c9a10-800.avif 800w',
  webpSrcset:
    '/uploads/0b7c2a64-3f1e-4a43-8d55-0e6f2f6c9a10-400.webp 400w, /uploads/0b7c2a64-3f1e-4a43-8d55-0e6f2f6c9a10-800.webp 800w',
};
const PHOTO_ID = '5d0c8f3e-2b6a-4c1d-9e7f-3a2b1c0d4e5f';
const INVALID_IMAGE = 'Please select valid image files (JPEG, PNG, WebP) under 5MB each.';

interface SentUpload {
  headers: Headers;
  body: FormData;
}

/** Plays /graphql for uploadGalleryPhoto (a multipart request): answers `body` with `status`, keeps what was sent. */
function stubUploadAnswer(status: number, body: unknown): SentUpload[] {
  const sent: SentUpload[] = [];
  const fetchStub = async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ headers: new Headers(init.headers), body: init.body as FormData });
    return { status, json: async () => body };
  };
  Object.assign(globalThis, { fetch: fetchStub });
  return sent;
}

function renderForm() {
  const onSave = jest.fn<Promise<ProfileSaveOutcome>, [HotelProfileValues]>(async (values) => ({ ok: true, values }));
  const values = profileValuesOf({
    ...TEST_HOTEL_PROFILE,
    alertsEmail: 'alerts@hotel.test',
    alertsPhone: null,
    updatedAt: '2026-11-21T04:30:00Z',
  });
  render(<HotelProfileForm initialValues={values} onSave={onSave} />);
  return { onSave, user: userEvent.setup({ delay: null }) };
}

/** A slide's fieldset, found by its legend (role queries over the whole profile form are slow in jsdom). */
const slide = (number: number) => screen.getByText(`Slide ${number}`, { selector: 'legend' }).closest('fieldset')!;
const slideCount = () => document.querySelectorAll('fieldset.settings-slide').length;

beforeEach(() =>
  saveSession({
    token: 'tok-123',
    admin: { id: 'a1', email: 'owner@hotel.test', name: 'Owner' },
    expiresAt: '2099-01-01T00:00:00Z',
  }),
);

describe("the gallery slides' photos on /admin/settings", () => {
  it('uploads a chosen photo at once, previews it with its srcset, saves its id, and goes back to the default photo', async () => {
    const sent = stubUploadAnswer(200, {
      data: { uploadGalleryPhoto: { errors: [], galleryPhoto: { id: PHOTO_ID, photo: PHOTO } } },
    });
    const { onSave, user } = renderForm();
    expect(within(slide(2)).getByText('Default photo: Banquet hall 1')).toBeInTheDocument();
    const file = new File(['jpeg bytes'], 'terrace.jpg', { type: 'image/jpeg' });
    const input = within(slide(2)).getByLabelText('Upload photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, file);

    expect(await within(slide(2)).findByText('Photo uploaded. Save the profile to show it on the home page.')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.get('authorization')).toBe('Bearer tok-123');
    expect(sent[0].headers.get('apollo-require-preflight')).toBe('true');
    const operations = JSON.parse(sent[0].body.get('operations') as string);
    expect(operations.query).toContain('uploadGalleryPhoto(image: $image)');
    expect(operations.variables).toEqual({ image: null });
    expect(JSON.parse(sent[0].body.get('map') as string)).toEqual({ 0: ['variables.image'] });
    expect((sent[0].body.get('0') as File).name).toBe('terrace.jpg');

    expect(within(slide(2)).getByText('Your photo')).toBeInTheDocument();
    const preview = slide(2).querySelector('picture source[type="image/avif"]');
    expect(preview).toHaveAttribute('srcset', PHOTO.avifSrcset);

    await user.click(screen.getByText('Save profile'));
    const saved = onSave.mock.calls[0][0];
    expect(saved.gallery[1]).toMatchObject({ image: 'banquet-hall-1', photoId: PHOTO_ID });
    // The preview is the form's own: the server is sent the slide's id only.
    expect(profileInputOf(saved).gallery?.[1]).toEqual({
      image: 'banquet-hall-1',
      category: saved.gallery[1].category,
      title: saved.gallery[1].title,
      description: saved.gallery[1].description,
      alt: saved.gallery[1].alt,
      photoId: PHOTO_ID,
    });

    await user.click(within(slide(2)).getByRole('button', { name: 'Use default photo' }));
    expect(within(slide(2)).getByText('Default photo: Banquet hall 1')).toBeInTheDocument();
    await user.click(screen.getByText('Save profile'));
    expect(onSave.mock.calls[1][0].gallery[1]).toMatchObject({ photoId: null, photo: null });
  });

  it("shows the server's refusal under the upload and keeps the slide's photo", async () => {
    stubUploadAnswer(200, {
      data: {
        uploadGalleryPhoto: { errors: [{ field: 'images', code: 'INVALID_IMAGE', message: INVALID_IMAGE }], galleryPhoto: null },
      },
    });
    const { user } = renderForm();
    const input = within(slide(1)).getByLabelText('Upload photo');
    await user.upload(input, new File(['#!/bin/sh'], 'not-a-photo.jpg', { type: 'image/jpeg' }));
    expect(await within(slide(1)).findByText(INVALID_IMAGE)).toBeVisible();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(INVALID_IMAGE));
    expect(within(slide(1)).getByText('Default photo: Lobby 1')).toBeInTheDocument();
    expect(within(slide(1)).queryByRole('button', { name: 'Use default photo' })).not.toBeInTheDocument();
  });

  it('adds, moves and removes slides, up to twelve', async () => {
    const { onSave, user } = renderForm();
    expect(slideCount()).toBe(8);
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByText('Add a slide'));
    expect(slideCount()).toBe(12);
    expect(screen.queryByText('Add a slide')).not.toBeInTheDocument();

    await user.type(within(slide(12)).getByLabelText('Slide 12 title'), 'Terrace');
    await user.click(within(slide(12)).getByRole('button', { name: 'Move up slide 12' }));
    expect(within(slide(11)).getByLabelText('Slide 11 title')).toHaveValue('Terrace');
    await user.click(within(slide(1)).getByRole('button', { name: 'Remove slide 1' }));
    await user.click(screen.getByText('Save profile'));
    const gallery = onSave.mock.calls[0][0].gallery;
    expect(gallery).toHaveLength(11);
    expect(gallery[0].image).toBe('banquet-hall-1');
    expect(gallery[9]).toMatchObject({ title: 'Terrace', image: 'lobby-1', category: 'Gallery', photoId: null });
  });
});
