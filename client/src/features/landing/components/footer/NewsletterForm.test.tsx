import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribeToNewsletter } from './newsletter-api';
import { NewsletterForm } from './NewsletterForm';

const NEWSLETTER_THANKS = 'Thank you for subscribing! Our news and offers will reach you by email.';

describe('the newsletter box', () => {
  it('checks the address before sending it', async () => {
    const subscribe = jest.fn(async (_email: string) => undefined);
    const user = userEvent.setup();
    render(<NewsletterForm subscribe={subscribe} />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('signs the address up and thanks the guest', async () => {
    const subscribe = jest.fn(async (_email: string) => undefined);
    const user = userEvent.setup();
    render(<NewsletterForm subscribe={subscribe} />);
    await user.type(screen.getByLabelText('Your email address'), ' Asha@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_THANKS)).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith('asha@example.com');
    expect(screen.getByLabelText('Your email address')).toHaveValue('');
  });

  it('says why it could not', async () => {
    const subscribe = jest.fn(async (_email: string) => {
      throw new Error('Network error. Please check your internet connection.');
    });
    const user = userEvent.setup();
    render(<NewsletterForm subscribe={subscribe} />);
    await user.type(screen.getByLabelText('Your email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Network error. Please check your internet connection.')).toBeInTheDocument();
  });
});

describe('subscribing to the newsletter', () => {
  // jsdom has no Response: the part of one that the code reads.
  const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

  it('sends a contact message to the app as JSON', async () => {
    const fetchImpl = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer(201, { success: true }));
    await subscribeToNewsletter('asha@example.com', fetchImpl);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Newsletter subscriber',
      email: 'asha@example.com',
      subject: 'Newsletter sign-up',
      message: 'Please add me to the newsletter.',
      source: 'landing',
    });
  });

  it("passes the server's message on", async () => {
    const fetchImpl = jest.fn(async () => answer(400, { success: false, message: 'Please enter a valid email address' }));
    await expect(subscribeToNewsletter('x@y', fetchImpl as unknown as typeof fetch)).rejects.toThrow(
      'Please enter a valid email address',
    );
  });

  it('reports a network failure', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(subscribeToNewsletter('asha@example.com', fetchImpl as unknown as typeof fetch)).rejects.toThrow(
      'Network error. Please check your internet connection.',
    );
  });
});
