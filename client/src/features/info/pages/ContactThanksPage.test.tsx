import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ContactThanksPage from './ContactThanksPage';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ContactThanksPage />
    </MemoryRouter>,
  );

describe('the return page of the landing contact form', () => {
  it('thanks the guest after a successful post', () => {
    renderAt('/contact?success=true');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your message. We will get back to you within 24 hours.');
  });

  it('otherwise points to the contact page', () => {
    renderAt('/contact');
    expect(screen.queryByText(/Thank you for your message/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute('href', '/contact-us');
  });
});
