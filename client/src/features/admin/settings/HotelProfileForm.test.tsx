import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_HOTEL_PROFILE } from '../../../../test/hotel';
import { HotelProfileForm } from './HotelProfileForm';
import {
  type HotelProfileValues,
  problemFieldOf,
  profileInputOf,
  profileValuesOf,
  type ProfileSaveOutcome,
} from './use-hotel-profile';

const ALERTS_PHONE_INVALID =
  'Enter the WhatsApp number for alerts as a mobile number, e.g. 98765 43210 or +91 98765 43210 (with its country code outside India)';

function renderForm(
  alertsPhone: string | null,
  answer: (values: HotelProfileValues) => ProfileSaveOutcome,
  hindi = TEST_HOTEL_PROFILE.hindi,
) {
  const onSave = jest.fn<Promise<ProfileSaveOutcome>, [HotelProfileValues]>(async (values) => answer(values));
  const values = profileValuesOf({
    ...TEST_HOTEL_PROFILE,
    hindi,
    alertsEmail: 'alerts@hotel.test',
    alertsPhone,
    updatedAt: '2026-11-21T04:30:00Z',
  });
  render(<HotelProfileForm initialValues={values} onSave={onSave} />);
  return { onSave, user: userEvent.setup({ delay: null }) };
}

describe("the owner's WhatsApp number for alerts on /admin/settings", () => {
  it('is an optional phone field that says what goes there, sent with the profile as typed', async () => {
    const { onSave, user } = renderForm(null, (values) => ({ ok: true, values: { ...values, alertsPhone: '+919800011122' } }));
    const field = screen.getByLabelText('WhatsApp number for alerts');
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('new bookings, enquiries, cancellations and payment problems there on WhatsApp'),
    );
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Never shown to guests.'));

    await user.type(field, '98000 11122');
    await user.click(screen.getByText('Save profile'));
    expect(profileInputOf(onSave.mock.calls[0][0]).alertsPhone).toBe('98000 11122');
    // The form shows the number as the server keeps it.
    expect(await screen.findByDisplayValue('+919800011122')).toBe(field);
  });

  it("shows the server's refusal at the field", async () => {
    const { user } = renderForm('+919800011122', () => ({
      ok: false,
      problems: [{ field: 'alertsPhone', message: ALERTS_PHONE_INVALID }],
    }));
    const field = screen.getByLabelText('WhatsApp number for alerts');
    expect(field).toHaveValue('+919800011122');
    await user.clear(field);
    await user.type(field, '12345');
    await user.click(screen.getByText('Save profile'));
    expect(await screen.findByText(ALERTS_PHONE_INVALID)).toBeVisible();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(ALERTS_PHONE_INVALID));
  });
});

describe('the texts in Hindi on /admin/settings', () => {
  const HINDI = TEST_HOTEL_PROFILE.hindi;
  const saved = (values: HotelProfileValues): ProfileSaveOutcome => ({ ok: true, values });
  const section = () => screen.getByText('Texts in Hindi', { selector: 'legend' }).closest('fieldset')!;

  it('shows the stored Hindi texts in Hindi fields, each with the English it translates', () => {
    renderForm(null, saved);
    expect(
      within(section()).getByText('Shown on the Hindi pages (/hi). Leave a field empty to show the English text there.'),
    ).toBeVisible();
    const hero = screen.getByLabelText('First words under the name, in Hindi');
    expect(hero).toHaveValue(HINDI.heroText);
    expect(hero).toHaveAttribute('lang', 'hi');
    expect(hero).toHaveAccessibleDescription(`In English: ${TEST_HOTEL_PROFILE.heroText}`);
    expect(screen.getByLabelText('About Us heading, in Hindi')).toHaveValue(HINDI.aboutTitle);
    expect(screen.getByLabelText('About Us, in Hindi')).toHaveValue(HINDI.aboutText);
    const figure = screen.getByLabelText('Figure 2 says, in Hindi');
    expect(figure).toHaveValue(HINDI.highlights[1].label);
    expect(figure).toHaveAccessibleDescription(`In English: ${TEST_HOTEL_PROFILE.highlights[1].label}`);
    expect(screen.getByLabelText('Tile 6 text in Hindi')).toHaveValue(HINDI.features[5].text);
    const alt = screen.getByLabelText('Slide 8: what the photo shows, in Hindi');
    expect(alt).toHaveValue(HINDI.gallery[7].alt);
    expect(alt).toHaveAttribute('lang', 'hi');
    for (const field of within(section()).getAllByRole('textbox')) expect(field).toHaveAttribute('lang', 'hi');
  });

  it("sends them with the profile, row for row with the English lists, a row's words following it", async () => {
    const { onSave, user } = renderForm(null, saved);
    const hero = screen.getByLabelText('First words under the name, in Hindi');
    await user.clear(hero);
    await user.type(hero, 'नया स्वागत');
    await user.clear(screen.getByLabelText('Figure 1 in Hindi'));
    // The first tile goes: its translation goes with it, the others move up.
    await user.click(screen.getByRole('button', { name: 'Remove tile 1' }));
    expect(screen.getByLabelText('Tile 1 title in Hindi')).toHaveValue(HINDI.features[1].title);
    await user.click(screen.getByText('Save profile'));

    const input = profileInputOf(onSave.mock.calls[0][0]);
    expect(input.hindi).toEqual({
      heroText: 'नया स्वागत',
      aboutTitle: HINDI.aboutTitle,
      aboutText: HINDI.aboutText,
      highlights: [{ ...HINDI.highlights[0], value: '' }, ...HINDI.highlights.slice(1)],
      features: HINDI.features.slice(1),
      gallery: HINDI.gallery,
    });
    // The English lists carry no Hindi.
    expect(input.features).toEqual(TEST_HOTEL_PROFILE.features.slice(1));
    expect(input.gallery?.[0]).not.toHaveProperty('hindi');
  });

  it('shows empty Hindi fields where nothing is translated, and sends every row (empty: English)', async () => {
    const { onSave, user } = renderForm(null, saved, { ...HINDI, heroText: '', features: HINDI.features.slice(0, 2) });
    expect(screen.getByLabelText('First words under the name, in Hindi')).toHaveValue('');
    expect(screen.getByLabelText('Tile 2 title in Hindi')).toHaveValue(HINDI.features[1].title);
    expect(screen.getByLabelText('Tile 3 title in Hindi')).toHaveValue('');
    await user.click(screen.getByText('Add a tile'));
    expect(screen.getByLabelText('Tile 7 title in Hindi')).toHaveAccessibleDescription('In English: (not written yet)');
    await user.type(screen.getByLabelText('Tile 7 title in Hindi'), 'छत');
    await user.click(screen.getByText('Save profile'));

    const input = profileInputOf(onSave.mock.calls[0][0]);
    expect(input.hindi?.heroText).toBe('');
    expect(input.hindi?.features).toEqual([
      ...HINDI.features.slice(0, 2),
      ...Array.from({ length: 4 }, () => ({ title: '', text: '' })),
      { title: 'छत', text: '' },
    ]);
  });

  it("shows the server's refusals at the Hindi field, or at the Hindi list it names", async () => {
    expect(problemFieldOf('hindi.heroText')).toBe('hindi.heroText');
    expect(problemFieldOf('hindi.features')).toBe('root.hindiFeatures');
    expect(problemFieldOf('features')).toBe('features');
    const { user } = renderForm(null, () => ({
      ok: false,
      problems: [
        {
          field: problemFieldOf('hindi.heroText'),
          message: 'The first words of the home page in Hindi can be at most 400 characters',
        },
        { field: problemFieldOf('hindi.features'), message: 'Number 2: Remove the control characters' },
      ],
    }));
    await user.click(screen.getByText('Save profile'));
    expect(screen.getByLabelText('First words under the name, in Hindi')).toHaveAccessibleDescription(
      expect.stringContaining('The first words of the home page in Hindi can be at most 400 characters'),
    );
    const tiles = screen.getByText('Accommodations tiles in Hindi', { selector: 'legend' }).closest('fieldset')!;
    expect(within(tiles).getByRole('alert')).toHaveTextContent('Number 2: Remove the control characters');
  });
});
