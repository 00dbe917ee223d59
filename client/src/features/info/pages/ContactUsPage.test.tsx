import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ContactInquiryType } from '../../../graphql/generated';
import type { ContactMessageValues, ContactUserError, SendContactMessage } from '../contact-message';
import { ContactUsPage } from './ContactUsPage';

const SUCCESS = 'Thank you for your message. We will get back to you within 24 hours.';

function renderPage(sendMessage: SendContactMessage) {
  render(
    <MemoryRouter>
      <ContactUsPage sendMessage={sendMessage} />
    </MemoryRouter>,
  );
  const form = screen.getByRole('form', { name: 'Send us a message' });
  return { form, user: userEvent.setup() };
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, values: Partial<ContactMessageValues> = {}) {
  const filled = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    subject: 'Wedding in March',
    message: 'Is the banquet hall free on 14 March?',
    ...values,
  };
  await user.type(field(form, 'Your name'), filled.name);
  await user.type(field(form, 'Email address'), filled.email);
  await user.type(field(form, 'Subject'), filled.subject);
  await user.type(field(form, 'Message'), filled.message);
}

describe('the contact page', () => {
  it('asks for name, email, subject and message without sending', async () => {
    const sendMessage = jest.fn<Promise<ContactUserError[]>, [ContactMessageValues]>();
    const { form, user } = renderPage(sendMessage);
    expect(form).toHaveAttribute('novalidate');

    await user.type(field(form, 'Subject'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Subject is required')).toBeInTheDocument();
    expect(within(form).getByText('Message is required')).toBeInTheDocument();
    expect(field(form, 'Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(field(form, 'Your name')).toHaveFocus();
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('refuses an email address without a domain', async () => {
    const sendMessage = jest.fn<Promise<ContactUserError[]>, [ContactMessageValues]>();
    const { form, user } = renderPage(sendMessage);
    await fillIn(user, form, { email: 'asha@' });
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('offers the seven inquiry types with general chosen', () => {
    const { form } = renderPage(jest.fn());
    const select = field(form, 'Inquiry type') as HTMLSelectElement;
    expect(select.value).toBe(ContactInquiryType.General);
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'General inquiry',
      'Booking',
      'Cancellation',
      'Technical problem',
      'Billing',
      'Complaint',
      'Feedback',
    ]);
    expect(new Set([...select.options].map((option) => option.value))).toEqual(new Set(Object.values(ContactInquiryType)));
  });

  it('sends the message, thanks the guest and empties the form', async () => {
    const sendMessage = jest.fn<Promise<ContactUserError[]>, [ContactMessageValues]>().mockResolvedValue([]);
    const { form, user } = renderPage(sendMessage);
    await fillIn(user, form, { name: '  Asha Verma ' });
    await user.selectOptions(field(form, 'Inquiry type'), 'Booking');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByText(SUCCESS)).toBeInTheDocument();
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(sendMessage).toHaveBeenCalledWith({
      name: 'Asha Verma',
      email: 'asha@example.com',
      subject: 'Wedding in March',
      message: 'Is the banquet hall free on 14 March?',
      inquiryType: ContactInquiryType.Booking,
    });
    expect(field(form, 'Your name')).toHaveValue('');
    expect(field(form, 'Message')).toHaveValue('');
    expect(field(form, 'Inquiry type')).toHaveValue(ContactInquiryType.General);
  });

  it("shows the server's user errors next to their fields", async () => {
    const sendMessage = jest
      .fn<Promise<ContactUserError[]>, [ContactMessageValues]>()
      .mockResolvedValue([{ field: 'email', message: 'Please enter a valid email address' }]);
    const { form, user } = renderPage(sendMessage);
    await fillIn(user, form, { email: 'asha@example.invalid' });
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    const email = field(form, 'Email address');
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('asha@example.invalid');
    expect(within(form).queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('keeps what was typed when the message could not be sent', async () => {
    const sendMessage = jest.fn<Promise<ContactUserError[]>, [ContactMessageValues]>().mockRejectedValue(new Error('offline'));
    const { form, user } = renderPage(sendMessage);
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your message could not be sent');
    expect(field(form, 'Message')).toHaveValue('Is the banquet hall free on 14 March?');
  });

  it('shows how to reach the hotel: phones, hours and the FAQ', () => {
    renderPage(jest.fn());
    const details = screen.getByRole('region', { name: 'Contact details' });
    expect(within(details).getByRole('link', { name: '+91 581 251 0100' })).toHaveAttribute('href', 'tel:+915812510100');
    const hours = screen.getByRole('region', { name: 'Business hours' });
    expect(hours).toHaveTextContent('Reservations desk8:00 AM to 10:00 PM');
    expect(hours).toHaveTextContent('Front desk24/7');
    expect(screen.getByText('What are the check-in and check-out times?').closest('details')).not.toBeNull();
  });
});
