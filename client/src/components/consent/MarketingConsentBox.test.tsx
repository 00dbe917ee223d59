import { render, screen } from '@testing-library/react';
import { MarketingConsentBox } from './MarketingConsentBox';
import { WhatsAppUpdatesBox } from './WhatsAppUpdatesBox';

describe('the offers-and-news box', () => {
  it('names the hotel, is unticked and is a box of its own beside the WhatsApp one', () => {
    render(
      <>
        <WhatsAppUpdatesBox hotelName="Hotel Sunrise" />
        <MarketingConsentBox hotelName="Hotel Sunrise" />
      </>,
    );
    const offers = screen.getByRole('checkbox', { name: 'Send me offers and news from Hotel Sunrise' });
    const whatsapp = screen.getByRole('checkbox', { name: 'Send me updates on WhatsApp from Hotel Sunrise' });
    expect(offers).not.toBeChecked();
    expect(whatsapp).not.toBeChecked();
    expect(offers).not.toBe(whatsapp);
    expect(offers).toHaveAccessibleDescription('Now and then, by email. Write to us any time to stop them.');
  });
});
