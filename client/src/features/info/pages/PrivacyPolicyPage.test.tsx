import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FULL_NOTICE } from '../../../lib/privacy-notices';
import { TEST_HOTEL_PROFILE } from '../../../../test/hotel';
import PrivacyPolicyPage from './PrivacyPolicyPage';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/privacy-policy']}>
      <PrivacyPolicyPage />
    </MemoryRouter>,
  );
}

describe('/privacy-policy, the full privacy notice', () => {
  it('gives every kind of data its why, basis, period and sharing, in English and in Hindi', () => {
    renderPage();
    for (const [language, name] of [
      ['en', 'Privacy notice'],
      ['hi', 'Privacy notice (हिन्दी)'],
    ] as const) {
      const section = screen.getByRole('region', { name });
      expect(section).toHaveAttribute('lang', language);
      for (const kind of FULL_NOTICE[language].kinds) {
        const card = within(section).getByRole('heading', { name: kind.title }).closest('section') as HTMLElement;
        for (const text of [kind.what, kind.why, kind.basis, kind.kept, kind.shared]) expect(card).toHaveTextContent(text);
      }
    }
  });

  it('states the retention periods the law and the purge keep', () => {
    renderPage();
    const english = screen.getByRole('region', { name: 'Privacy notice' });
    for (const period of [
      '30 days',
      '3 years after your last stay',
      '1 year after you leave',
      'Invoices and vouchers 8 years',
      '180 days',
      'WhatsApp consent 3 years',
    ])
      expect(english).toHaveTextContent(period);
  });

  it('links the requests page, names whom to ask and the Board, and switches language within the page', () => {
    renderPage();
    for (const name of ['Make a privacy request', 'Privacy request करें'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/privacy/requests');
    const english = screen.getByRole('region', { name: 'Privacy notice' });
    expect(english).toHaveTextContent(
      `${TEST_HOTEL_PROFILE.ownerLine} answers questions about your data: write to ${TEST_HOTEL_PROFILE.infoEmail} or call ${TEST_HOTEL_PROFILE.frontDeskPhone}. We answer a grievance within 90 days.`,
    );
    expect(english).toHaveTextContent('Data Protection Board of India');
    const languages = screen.getByRole('navigation', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', '#notice-en');
    expect(within(languages).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '#notice-hi');
  });
});
