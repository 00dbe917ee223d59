import { screen, within } from '@testing-library/react';
import { TEST_HOTEL_PROFILE } from '../../../test/hotel';
import { HotelProvider } from '../../lib/hotel';
import { LandingPage } from './LandingPage';
import { renderOnLanding } from './testing/render';

describe('the landing page in Hindi (/hi)', () => {
  it("speaks Hindi: the menu, the sections, the hero's date box, the footer", () => {
    renderOnLanding(<LandingPage />, { at: '/hi' });
    const menu = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['होम', 'हमारे बारे में', 'गैलरी', 'संपर्क करें', 'कमरे', 'सुविधाएँ', 'बैंक्वेट', 'मेरी बुकिंग देखें', 'अभी बुक करें']);
    const stayForm = screen.getByRole('form', { name: 'अपनी तारीखों के लिए कमरे देखें' });
    expect(within(stayForm).getByLabelText('चेक-इन')).toHaveAttribute('type', 'date');
    expect(within(stayForm).getByRole('button', { name: 'कमरे और रेट देखें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'एक नज़र डालें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अपना कमरा बुक करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'सुविधाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'संदेश भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  it("shows the owner's Hindi texts, and an English one marked as English where the Hindi is empty", () => {
    const { hindi } = TEST_HOTEL_PROFILE;
    renderOnLanding(
      <HotelProvider profile={{ ...TEST_HOTEL_PROFILE, hindi: { ...hindi, aboutTitle: '' } }}>
        <LandingPage />
      </HotelProvider>,
      { at: '/hi' },
    );
    expect(screen.getByText(hindi.heroText)).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2, name: TEST_HOTEL_PROFILE.aboutTitle })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 3, name: hindi.features[0].title })).toBeInTheDocument();
  });

  it('links to the same page in English, asking the server to remember the choice (lang=en)', () => {
    renderOnLanding(<LandingPage />, { at: '/hi' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/?lang=en');
  });

  it('in English, is unchanged and offers Hindi (in Hindi, marked as such)', () => {
    renderOnLanding(<LandingPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Book your stay' })).toBeInTheDocument();
    expect(screen.getByText(TEST_HOTEL_PROFILE.heroText)).toBeInTheDocument();
    const toHindi = screen.getByRole('link', { name: 'हिन्दी' });
    expect(toHindi).toHaveAttribute('href', '/hi?lang=hi');
    expect(toHindi).toHaveAttribute('lang', 'hi');
    expect(toHindi).toHaveAttribute('hreflang', 'hi');
  });
});
