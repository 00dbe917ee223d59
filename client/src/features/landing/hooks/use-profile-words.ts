import { useLocale } from '../../../i18n';
import { useHotel } from '../../../lib/hotel';

/** A text of the owner's, and its language when it is not the page's (an English text on a Hindi page). */
export interface ProfileText {
  text: string;
  lang?: 'en';
}

/** What the landing page shows of the hotel's profile, in the page's language. */
export interface ProfileWords {
  heroText: ProfileText;
  aboutTitle: ProfileText;
  aboutParagraphs: ProfileText[];
  highlights: { value: ProfileText; label: ProfileText }[];
  features: { title: ProfileText; text: ProfileText }[];
  gallery: { title: ProfileText; description: ProfileText; alt: ProfileText }[];
}

/**
 * The owner's texts of the landing page (hero, About Us, the tiles, the gallery) in the page's
 * language: on a Hindi page the owner's Hindi version of each, and the English one, marked
 * `lang="en"`, where the owner left the Hindi one empty (/admin/settings, "Texts in Hindi").
 */
export function useProfileWords(): ProfileWords {
  const hotel = useHotel();
  const hindi = useLocale() === 'hi' ? hotel.hindi : undefined;
  const pick = (hindiText: string | undefined, english: string): ProfileText =>
    !hindi ? { text: english } : hindiText?.trim() ? { text: hindiText } : { text: english, lang: 'en' };
  const aboutText = pick(hindi?.aboutText, hotel.aboutText);
  return {
    heroText: pick(hindi?.heroText, hotel.heroText),
    aboutTitle: pick(hindi?.aboutTitle, hotel.aboutTitle),
    aboutParagraphs: aboutText.text.split('\n\n').map((text) => ({ ...aboutText, text })),
    highlights: hotel.highlights.map((item, index) => ({
      value: pick(hindi?.highlights[index]?.value, item.value),
      label: pick(hindi?.highlights[index]?.label, item.label),
    })),
    features: hotel.features.map((item, index) => ({
      title: pick(hindi?.features[index]?.title, item.title),
      text: pick(hindi?.features[index]?.text, item.text),
    })),
    gallery: hotel.gallery.map((slide, index) => ({
      title: pick(hindi?.gallery[index]?.title, slide.title),
      description: pick(hindi?.gallery[index]?.description, slide.description),
      alt: pick(hindi?.gallery[index]?.alt, slide.alt),
    })),
  };
}
