import { jest } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_GUEST, type GuestDetails } from '../guest-rules';
import { GuestDetailsForm, type FieldRefusal } from './GuestDetailsForm';

function setup({
  roomLoaded = true,
  refusal,
  serverSays,
}: { roomLoaded?: boolean; refusal?: string; serverSays?: FieldRefusal } = {}) {
  const onSubmit = jest.fn<(guest: GuestDetails) => FieldRefusal | undefined>(() => serverSays);
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  render(<GuestDetailsForm defaultValues={EMPTY_GUEST} roomLoaded={roomLoaded} refusal={refusal} onSubmit={onSubmit} />);
  return { onSubmit, alert, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const submit = () => screen.getByRole('button', { name: 'Continue to Payment' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Asha Verma');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Mobile number'), '9876543210');
}

afterEach(() => jest.restoreAllMocks());
// What was typed is kept for the tab (sessionStorage): each test starts with a fresh tab.
beforeEach(() => sessionStorage.clear());

describe('the guest details form', () => {
  it('leaves validation to itself and labels every field', () => {
    setup();
    expect(submit().closest('form')).toHaveAttribute('novalidate');
    for (const label of [
      'Full name',
      'Email',
      'Mobile number',
      'Street address',
      'Apartment, floor, landmark',
      'City',
      'State',
      'PIN code',
      'Country',
      'Country code',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field('Mobile number')).toHaveAttribute('inputmode', 'numeric');
  });

  it('alerts the spec’s "Name, Email and Phone are required" once, and each empty field says only its own', async () => {
    const { user, alert, onSubmit } = setup();
    await user.click(submit());
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Name, Email and Phone are required');
    for (const [label, message] of [
      ['Full name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Mobile number', 'Phone is required'],
    ]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.queryByText('Name, Email and Phone are required')).not.toBeInTheDocument();
    expect(field('Full name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a message under the empty field only, not under the fields that are filled', async () => {
    const { user, alert } = setup();
    await user.type(field('Full name'), 'Asha Verma');
    await user.type(field('Email'), 'asha@example.com');
    await user.click(submit());
    expect(alert).toHaveBeenCalledWith('Name, Email and Phone are required');
    expect(screen.getAllByText('Phone is required')).toHaveLength(1);
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Mobile number')).toHaveAccessibleDescription(expect.stringContaining('Phone is required'));
    expect(field('Mobile number')).toHaveFocus();
  });

  it('alerts a badly written email and ties the message to the field', async () => {
    const { user, alert, onSubmit } = setup();
    await fillValid(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'asha@example');
    await user.click(submit());
    expect(alert).toHaveBeenCalledWith('Please enter a valid email address');
    expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('alerts a phone that does not start with 6-9', async () => {
    const { user, alert, onSubmit } = setup();
    await fillValid(user);
    await user.clear(field('Mobile number'));
    await user.type(field('Mobile number'), '5876543210');
    await user.click(submit());
    expect(alert).toHaveBeenCalledWith('Phone number must start with 6-9 and be exactly 10 digits');
    expect(field('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Phone number must start with 6-9 and be exactly 10 digits'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field’s message once it is put right', async () => {
    const { user } = setup();
    await user.type(field('Full name'), 'Asha');
    await user.type(field('Email'), 'asha@');
    await user.type(field('Mobile number'), '9876543210');
    await user.click(submit());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(field('Email'), 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('strips letters as the guest types, and keeps the number as written until the box is left', async () => {
    const { user } = setup();
    await user.type(field('Mobile number'), '98a7-6 5');
    expect(field('Mobile number')).toHaveValue('987-6 5');
    await user.type(field('Mobile number'), '43210');
    await user.tab();
    expect(field('Mobile number')).toHaveValue('9876543210');
  });

  it('takes a pasted number with +91 as the 10 digits', async () => {
    const { user } = setup();
    await user.click(field('Mobile number'));
    await user.paste('+91 98765 43210');
    await user.tab();
    expect(field('Mobile number')).toHaveValue('9876543210');
  });

  it.each(['+91 98765 43210', '919876543210', '098765-43210'])('saves %s typed key by key as +919876543210', async (typed) => {
    const { user, onSubmit } = setup();
    await user.type(field('Full name'), 'Asha Verma');
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Mobile number'), typed);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '+919876543210' }));
  });

  it('hands over trimmed values with the email in lower case', async () => {
    const { user, alert, onSubmit } = setup();
    await user.type(field('Full name'), '  Asha Verma  ');
    await user.type(field('Email'), '  Asha.Verma@Example.COM ');
    await user.type(field('Mobile number'), '9876543210');
    await user.type(field('City'), ' Bareilly ');
    await user.click(submit());
    expect(alert).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Asha Verma',
      email: 'asha.verma@example.com',
      phone: '+919876543210',
      phoneCountry: 'IN',
      address: { street: '', street2: '', city: 'Bareilly', state: '', zip: '', country: '' },
      whatsappUpdates: false,
      marketingConsent: false,
      businessInvoice: false,
      businessName: '',
      businessGstin: '',
    });
  });

  it('asks about WhatsApp updates from the hotel by name, unticked, saying what for and how to stop', async () => {
    const { user, onSubmit } = setup();
    const box = screen.getByRole('checkbox', { name: /^Send me updates on WhatsApp from .+/ });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Reply STOP any time/);
    await fillValid(user);
    await user.click(box);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ whatsappUpdates: true }));
  });

  it('asks about offers and news in a box of its own, unticked, and shows the privacy notice with its links', async () => {
    const { user, onSubmit } = setup();
    const offers = screen.getByRole('checkbox', { name: /^Send me offers and news from .+/ });
    expect(offers).not.toBeChecked();
    const notice = screen.getByRole('region', { name: 'Your personal data' });
    expect(within(notice).getByRole('link', { name: 'Read the full privacy notice' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(notice).getByText('हिन्दी में पढ़ें')).toBeInTheDocument();
    await fillValid(user);
    await user.click(offers);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ marketingConsent: true, whatsappUpdates: false }));
  });

  it('alerts when the room is not loaded and goes no further', async () => {
    const { user, alert, onSubmit } = setup({ roomLoaded: false });
    await fillValid(user);
    await user.click(submit());
    expect(alert).toHaveBeenCalledWith('Room data not loaded. Please go back and re-select room.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('alerts the server’s refusal of the stay (more guests than the room takes) and goes no further', async () => {
    const { user, alert, onSubmit } = setup({ refusal: 'Deluxe King 201 takes at most 2 guests' });
    await fillValid(user);
    await user.click(submit());
    expect(alert).toHaveBeenCalledWith('Deluxe King 201 takes at most 2 guests');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the country code picker', () => {
  const picker = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' });

  it('starts at India, +91, and lists India first', () => {
    setup();
    expect(picker()).toHaveValue('IN');
    const options = [...picker().options].map((option) => option.text);
    expect(options[0]).toBe('India +91');
    expect(options).toEqual(expect.arrayContaining(['United Kingdom +44', 'United Arab Emirates +971', 'United States +1']));
    expect(screen.getByText('IN +91')).toBeInTheDocument();
  });

  it.each([
    ['GB', '07911 123456', '+447911123456'],
    ['AE', '50 123 4567', '+971501234567'],
  ])('books a relative abroad: picked %s, typed %s, hands over %s', async (country, typed, e164) => {
    const { user, alert, onSubmit } = setup();
    await user.type(field('Full name'), 'Nikhil Rao');
    await user.type(field('Email'), 'nikhil@example.com');
    await user.selectOptions(picker(), country);
    expect(field('Mobile number')).toHaveAccessibleDescription(expect.stringMatching(/without \+\d+ in front/));
    await user.type(field('Mobile number'), typed);
    await user.click(submit());
    expect(alert).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: e164, phoneCountry: country }));
  });

  it('says in plain words when another country’s number is not one, under the phone only', async () => {
    const { user, alert, onSubmit } = setup();
    await user.type(field('Full name'), 'Nikhil Rao');
    await user.type(field('Email'), 'nikhil@example.com');
    await user.selectOptions(picker(), 'GB');
    await user.type(field('Mobile number'), '1111 111111');
    await user.click(submit());
    expect(alert).toHaveBeenCalledWith('This is not a valid number for United Kingdom');
    expect(field('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('This is not a valid number for United Kingdom'),
    );
    expect(screen.getAllByText('This is not a valid number for United Kingdom')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves a pasted +44 to the picker when the guest leaves the box', async () => {
    const { user } = setup();
    await user.click(field('Mobile number'));
    await user.paste('+44 7911 123456');
    await user.tab();
    expect(picker()).toHaveValue('GB');
    expect(field('Mobile number')).toHaveValue('7911123456');
    expect(screen.getByText('GB +44')).toBeInTheDocument();
  });
});

describe('a business for a GST invoice', () => {
  const tick = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getByRole('checkbox', { name: 'I need a GST invoice for my business' }));

  it('asks for the business and its GSTIN only once the box is ticked, and hands them over canonical', async () => {
    const { user, onSubmit } = setup();
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
    await fillValid(user);
    await tick(user);
    await user.type(field('Business name (for a GST invoice)'), ' Acme Traders LLP ');
    await user.type(field('GSTIN'), '27aapfu0939f1zv');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ businessInvoice: true, businessName: 'Acme Traders LLP', businessGstin: '27AAPFU0939F1ZV' }),
    );
  });

  it('says at the GSTIN field when its check character is wrong, and goes no further', async () => {
    const { user, alert, onSubmit } = setup();
    await fillValid(user);
    await tick(user);
    await user.type(field('Business name (for a GST invoice)'), 'Acme Traders LLP');
    await user.type(field('GSTIN'), '27AAPFU0939F1ZW');
    await user.click(submit());
    const message = "This GSTIN's last character does not match: please check it for a typing mistake";
    expect(alert).toHaveBeenCalledWith(message);
    expect(field('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(field('GSTIN')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field('GSTIN')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal at its field: the server’s word wins', async () => {
    const { user } = setup({ serverSays: { field: 'businessGstin', message: 'The GSTIN must start with a valid state code' } });
    await fillValid(user);
    await tick(user);
    await user.type(field('Business name (for a GST invoice)'), 'Acme Traders LLP');
    await user.type(field('GSTIN'), '27AAPFU0939F1ZV');
    await user.click(submit());
    expect(field('GSTIN')).toHaveAccessibleDescription(expect.stringContaining('The GSTIN must start with a valid state code'));
    expect(field('GSTIN')).toHaveFocus();
  });
});

describe('rough edges of the guest form (issue 13)', () => {
  beforeEach(() => sessionStorage.clear());

  it('says at the name field, as it is typed, that a name cannot exceed 120 characters, and goes no further on submit', async () => {
    const { user, alert, onSubmit } = setup();
    await fillValid(user);
    await user.clear(field('Full name'));
    await user.click(field('Full name'));
    await user.paste('A'.repeat(121));
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full name')).toHaveAccessibleDescription(expect.stringContaining('Name cannot exceed 120 characters'));
    await user.click(submit());
    expect(alert).toHaveBeenCalledWith('Name cannot exceed 120 characters');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(field('Full name'), '{Backspace}');
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps what was typed when the page is loaded again, until the details are handed over', async () => {
    const first = setup();
    await first.user.type(field('Full name'), 'Asha Verma');
    await first.user.type(field('Email'), 'asha@example.com');
    await first.user.type(field('City'), 'Lucknow');
    first.onSubmit.mockClear();
    cleanup();

    const again = setup();
    expect(field('Full name')).toHaveValue('Asha Verma');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('City')).toHaveValue('Lucknow');
    await again.user.type(field('Mobile number'), '9876543210');
    await again.user.click(submit());
    expect(again.onSubmit).toHaveBeenCalledTimes(1);
    cleanup();

    setup();
    expect(field('Full name')).toHaveValue('');
  });
});
