import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HotelSettingsForm } from './HotelSettingsForm';
import type { HotelSettingsValues, SaveOutcome } from './use-hotel-settings';

const STATES = [
  { code: '09', name: 'Uttar Pradesh' },
  { code: '27', name: 'Maharashtra' },
];
const VALUES: HotelSettingsValues = {
  legalName: 'Anand Residency Hospitality LLP',
  tradeName: 'Hotel Anand Residency',
  address: '12 Civil Lines, Bareilly',
  pincode: '243001',
  stateCode: '09',
  gstin: '09ABKFA4521M1Z7',
  invoicePrefix: 'AR',
  signatory: 'Authorised signatory',
};

function renderForm(onSave: (values: HotelSettingsValues) => Promise<SaveOutcome>) {
  render(<HotelSettingsForm initialValues={VALUES} states={STATES} onSave={onSave} />);
  return { gstin: screen.getByLabelText('GSTIN'), user: userEvent.setup() };
}

describe('HotelSettingsForm', () => {
  it('checks the GSTIN as it is typed: its check character, then its state', async () => {
    const onSave = jest.fn<Promise<SaveOutcome>, [HotelSettingsValues]>();
    const { gstin, user } = renderForm(onSave);
    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZW');
    await user.tab();
    expect(
      await screen.findByText("This GSTIN's last character does not match: please check it for a typing mistake"),
    ).toBeVisible();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');

    await user.clear(gstin);
    await user.type(gstin, '27aapfu0939f1zv');
    expect(
      await screen.findByText('The GSTIN starts with 27 (Maharashtra) but the hotel is in 09 (Uttar Pradesh)'),
    ).toBeVisible();

    await user.selectOptions(screen.getByLabelText('State'), '27');
    expect(screen.queryByText(/The GSTIN starts with/)).toBeNull();
    expect(gstin).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends the values and says what saving means, naming a new prefix', async () => {
    const onSave = jest.fn(async (values: HotelSettingsValues): Promise<SaveOutcome> => ({ ok: true, values }));
    const { user } = renderForm(onSave);
    const prefix = screen.getByLabelText('Invoice prefix');
    await user.clear(prefix);
    await user.type(prefix, 'SV');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith({ ...VALUES, invoicePrefix: 'SV' });
    expect(
      await screen.findByText(/Settings saved\. Documents issued from now on carry them; issued ones keep theirs\./),
    ).toBeVisible();
    expect(screen.getByText(/The next invoice takes the prefix SV/)).toBeVisible();
  });

  it("shows the server's refusals at their fields", async () => {
    const onSave = jest.fn(async (): Promise<SaveOutcome> => ({
      ok: false,
      problems: [
        { field: 'pincode', message: 'The PIN code is 6 digits, e.g. 243001' },
        { field: 'invoicePrefix', message: 'CN is the prefix of credit notes: choose another one for invoices' },
      ],
    }));
    const { user } = renderForm(onSave);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The PIN code is 6 digits, e.g. 243001')).toBeVisible();
    expect(screen.getByLabelText('PIN code')).toHaveFocus();
    expect(screen.getByLabelText('Invoice prefix')).toHaveAccessibleDescription(/CN is the prefix of credit notes/);
  });
});
