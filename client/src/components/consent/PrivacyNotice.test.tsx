import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHORT_NOTICES, type NoticePlace } from '../../lib/privacy-notices';
import { PrivacyNotice } from './PrivacyNotice';

const HOTEL = { infoEmail: 'info@sunrise.test', frontDeskPhone: '+91 581 250 0000' };
const PLACES: NoticePlace[] = ['booking', 'enquiry', 'contact', 'checkIn'];

describe('the short privacy notice', () => {
  it.each(PLACES)('says what, why and how long for %s, in English and in Hindi', (place) => {
    render(<PrivacyNotice place={place} hotel={HOTEL} />);
    const notice = screen.getByRole('region', { name: 'Your personal data' });
    for (const language of ['en', 'hi'] as const) {
      const lines = SHORT_NOTICES[place][language];
      for (const line of [lines.collected, lines.why, lines.kept]) expect(notice).toHaveTextContent(line);
    }
    // Hindi is in the page, in a closed disclosure marked as Hindi.
    const hindi = notice.querySelector('details');
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).not.toHaveAttribute('open');
    expect(within(hindi as HTMLElement).getByText('आपकी निजी जानकारी')).toBeInTheDocument();
  });

  it('names whom to ask, and links the full notice and the requests page in a new tab, in both languages', () => {
    render(<PrivacyNotice place="booking" hotel={HOTEL} />);
    const notice = screen.getByRole('region', { name: 'Your personal data' });
    expect(notice).toHaveTextContent('Questions or complaints: info@sunrise.test or +91 581 250 0000. We answer within 90 days.');
    expect(notice).toHaveTextContent('सवाल या शिकायत: info@sunrise.test या +91 581 250 0000।');
    const full = within(notice).getAllByRole('link', { name: /full privacy notice|पूरी privacy notice/, hidden: true });
    const requests = within(notice).getAllByRole('link', { name: /privacy requests/, hidden: true });
    expect(full.map((link) => link.getAttribute('href'))).toEqual(['/privacy-policy', '/privacy-policy']);
    expect(requests.map((link) => link.getAttribute('href'))).toEqual(['/privacy/requests', '/privacy/requests']);
    for (const link of [...full, ...requests]) expect(link).toHaveAttribute('target', '_blank');
  });

  it('opens the Hindi notice in place', async () => {
    render(<PrivacyNotice place="checkIn" hotel={HOTEL} />);
    await userEvent.click(screen.getByText('हिन्दी में पढ़ें'));
    expect(screen.getByRole('region').querySelector('details')).toHaveAttribute('open');
    expect(screen.getByText(SHORT_NOTICES.checkIn.hi.why)).toBeVisible();
  });
});
