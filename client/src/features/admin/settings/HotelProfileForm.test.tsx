import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_HOTEL_PROFILE } from '../../../../test/hotel';
import { HotelProfileForm } from './HotelProfileForm';
import { type HotelProfileValues, profileInputOf, profileValuesOf, type ProfileSaveOutcome } from './use-hotel-profile';

const ALERTS_PHONE_INVALID =
  'Enter the WhatsApp number for alerts as a mobile number, e.g. 98765 43210 or +91 98765 43210 (with its country code outside India)';

function renderForm(alertsPhone: string | null, answer: (values: HotelProfileValues) => ProfileSaveOutcome) {
  const onSave = jest.fn<Promise<ProfileSaveOutcome>, [HotelProfileValues]>(async (values) => answer(values));
  const values = profileValuesOf({
    ...TEST_HOTEL_PROFILE,
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
