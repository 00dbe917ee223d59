import { useEffect } from 'react';
// First, so the sections' own styles (imported by their components) come after the base ones.
import './landing.css';
import { useUiState } from '../../app/state/ui-state';
import { AboutSection } from './components/about/AboutSection';
import { BookingSection } from './components/booking/BookingSection';
import { ContactSection } from './components/contact/ContactSection';
import { FeaturesSection } from './components/features/FeaturesSection';
import { Footer } from './components/footer/Footer';
import { GallerySection } from './components/gallery/GallerySection';
import { Hero } from './components/hero/Hero';
import { NavBar } from './components/navbar/NavBar';
import { RoomsSection } from './components/rooms/RoomsSection';
import { MAIN_CONTENT_ID } from './content/sections';
import { scrollToSection } from './hooks/scroll-to-section';

/**
 * The one-page site. Everything here paints without the data layer; the room cards and the
 * booking wizard bring Apollo in their own lazy chunks.
 */
export function LandingPage() {
  const { navToggled } = useUiState();

  // A shared link such as /#booking: the sections exist now, so go there.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && document.getElementById(id)) scrollToSection(id);
  }, []);

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
