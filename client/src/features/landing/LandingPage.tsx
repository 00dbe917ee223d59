import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
// First, so the sections' own styles (imported by their components) come after the base ones.
import './landing.css';
import { useUiState } from '../../app/state/ui-state';
import { opensBookingForm } from '../../lib/booking-form-link';
import { AboutSection } from './components/about/AboutSection';
import { BookingSection } from './components/booking/BookingSection';
import { ContactSection } from './components/contact/ContactSection';
import { FeaturesSection } from './components/features/FeaturesSection';
import { Footer } from './components/footer/Footer';
import { GallerySection } from './components/gallery/GallerySection';
import { Hero } from './components/hero/Hero';
import { NavBar } from './components/navbar/NavBar';
import { RoomsSection } from './components/rooms/RoomsSection';
import { MAIN_CONTENT_ID, SECTIONS } from './content/sections';
import { focusFormWhenShown } from './hooks/focus-booking-form';
import { scrollToSection } from './hooks/scroll-to-section';

/**
 * The one-page site. Everything here paints without the data layer; the room cards and the
 * booking wizard bring Apollo in their own lazy chunks.
 */
export function LandingPage() {
  const { navToggled } = useUiState();
  const toBookingForm = opensBookingForm(useLocation().state as unknown);

  // A shared link such as /#booking: the sections exist now, so go there. A room page's "Check
  // availability" asks for more: the booking form's first field, once the form has loaded.
  useEffect(() => {
    if (toBookingForm) return focusFormWhenShown(SECTIONS.booking);
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && document.getElementById(id)) scrollToSection(id);
  }, [toBookingForm]);

  return (
    <div className="landing">
      <NavBar />
      {/* While the side menu is open, the page behind it is out of reach for keyboard and screen readers. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} inert={navToggled}>
        <Hero />
        <AboutSection />
        <GallerySection />
        <ContactSection />
        <RoomsSection />
        <FeaturesSection />
        <BookingSection />
      </main>
      <div inert={navToggled}>
        <Footer />
      </div>
    </div>
  );
}
