import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './ContactForm';
import { cataloguesFor } from '../../../../i18n/catalogues';
import { translator } from '../../../../i18n';
import { contactErrors, contactProblemText } from './contact-rules';

const form = () => screen.getByRole<HTMLFormElement>('form', { name: 'Send us a message' });
const hidden = (name: string) => form().querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

/**
 * Whether the browser would post the form: React's handler runs first (at the root), then this
 * listener on window sees the verdict and stops jsdom, which cannot navigate.
 */
let posted: boolean[] = [];
const recordPost = (event: Event) => {
  posted.push(!event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  posted = [];
  window.addEventListener('submit', recordPost);
});
afterEach(() => window.removeEventListener('submit', recordPost));

describe('the landing contact form', () => {
  it('is a normal POST form to the app with the form-mail options as hidden fields', () => {
    render(<ContactForm />);
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/api/contact');
    expect(form()).toHaveAttribute('novalidate');
    expect(hidden('_subject')).toBe('New enquiry from the hotel website');
    expect(hidden('_captcha')).toBe('false');
    expect(hidden('_template')).toBe('table');
    expect(hidden('_autoresponse')).toMatch(/within 24 hours/);
    expect(hidden('_next')).toBe(`${window.location.origin}/contact?success=true`);
    expect(hidden('source')).toBe('landing');
    expect(screen.getByLabelText('Name')).toHaveAttribute('name', 'firstName');
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('Message')).toHaveAttribute('name', 'message');
  });

  it('needs all three fields and shows what is missing, without posting', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(posted).toEqual([false]);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('clears a field error as the field is edited', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(screen.getByLabelText('Email'), 'asha@');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it('lets the browser post the form once it is complete', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Is the hall free on 12 December?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(posted).toEqual([true]);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the contact form rules', () => {
  it("names the server's rules, worded in the spec's style in English and in Hindi", () => {
    const errors = contactErrors({ firstName: ' ', email: 'x', message: 'y'.repeat(5001) });
    expect(errors).toEqual({ firstName: 'nameRequired', email: 'emailInvalid', message: 'messageTooLong' });
    const english = translator(cataloguesFor('en').landing, 'en').t;
    const hindi = translator(cataloguesFor('hi').landing, 'hi').t;
    expect([errors.firstName, errors.email, errors.message].map((problem) => contactProblemText(english, problem))).toEqual([
      'Name is required',
      'Please enter a valid email address',
      'Message cannot exceed 5000 characters',
    ]);
    expect(contactProblemText(hindi, errors.message)).toBe('संदेश 5000 अक्षरों से लंबा नहीं हो सकता');
    expect(contactErrors({ firstName: 'Asha', email: 'asha@example.com', message: 'Hello' })).toEqual({});
  });
});
