import { type HotelProfile, NO_HINDI_TEXTS } from '../modules/hotel-settings';
import { localeOfPath, type Locale } from '../shared/pure/locale';

/** The profile as pages carry it (site-config's `hotel`): what guests may see, nothing else. */
export type PublicHotel = Omit<HotelProfile, 'id' | 'alertsEmail' | 'alertsPhone' | 'updatedAt'>;

/**
 * The profile for a page in `locale`: an English page carries none of the owner's Hindi texts
 * (some kilobytes; a Hindi page is a page load away).
 */
export function publicHotel(profile: HotelProfile, locale: Locale = 'en'): PublicHotel {
  const { id: _id, alertsEmail: _alerts, alertsPhone: _alertsPhone, updatedAt: _updated, ...shown } = profile;
  return locale === 'hi' ? shown : { ...shown, hindi: NO_HINDI_TEXTS };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface HeadTexts {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  /** What the Open Graph image (the banquet hall) shows. */
  imageAlt?: string;
}

/** The words of a page's <head> for search engines and link previews, from the hotel's profile. */
export function headTexts(hotel: PublicHotel, requestPath: string): HeadTexts {
  const where = `${hotel.locality}, ${hotel.city}`;
  if (localeOfPath(requestPath) === 'hi') {
    // Hindi's words for the pages in Hindi (docs/hindi-glossary.md): the landing page's, which the
    // room pages share as the English ones do; the server's catalogue is slice 5 of docs/i18n.md.
    const description = `${where} में आरामदायक AC कमरे, और शादी व पार्टियों के लिए बैंक्वेट हॉल। कमरे और रेट देखें, ऑनलाइन बुक करें और UPI या कार्ड से भुगतान करें, या होटल पर भुगतान करें।`;
    return {
      title: `${hotel.name}, ${hotel.city} — कमरे, बैंक्वेट और ऑनलाइन बुकिंग`,
      description,
      ogTitle: `${hotel.name}, ${hotel.city}`,
      ogDescription: description,
      imageAlt: `${hotel.name} का बैंक्वेट हॉल, रिसेप्शन के लिए सजा हुआ`,
    };
  }
  if (requestPath.replace(/\/+$/, '') === '/banquet') {
    const title = `Banquet Hall in ${hotel.city} for Weddings, Receptions and Parties | ${hotel.name}`;
    const description =
      'See the free dates of our banquet hall by lunch and dinner session, the hall rent and per-plate veg and non-veg menus, estimate the cost with GST and send an enquiry online.';
    return { title, description, ogTitle: title, ogDescription: description };
  }
  return {
    title: `${hotel.name}, ${hotel.city} — Rooms, Banquets and Online Booking`,
    description: `Comfortable AC rooms and a banquet hall for weddings and parties in ${where}. See rooms and rates, book online and pay by UPI or card, or pay at the hotel.`,
    ogTitle: `${hotel.name}, ${hotel.city}`,
    ogDescription: `Comfortable AC rooms and a banquet hall for weddings and parties in ${where}. Book online or pay at the hotel.`,
  };
}

/**
 * The page's <title>, description and Open Graph words for this hotel (the built shell holds
 * neutral ones), every value escaped. The browser renames the tab per page once its scripts run.
 */
export function withHotelHead(html: string, hotel: PublicHotel, requestPath: string): string {
  const texts = headTexts(hotel, requestPath);
  const meta = (attribute: string, name: string, content: string) => (page: string) =>
    page.replace(
      new RegExp(`(<meta\\s+${attribute}="${name}"\\s+content=")[^"]*(")`),
      (_match, before: string, after: string) => `${before}${escapeHtml(content)}${after}`,
    );
  return [
    meta('name', 'description', texts.description),
    meta('property', 'og:site_name', hotel.name),
    meta('property', 'og:title', texts.ogTitle),
    meta('property', 'og:description', texts.ogDescription),
    meta('property', 'og:image:alt', texts.imageAlt ?? `The banquet hall of ${hotel.name}, set for a reception`),
  ].reduce(
    (page, apply) => apply(page),
    html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(texts.title)}</title>`),
  );
}

/** The schema.org Hotel description of the landing page, from the profile (JSON for a <script>). */
export function hotelStructuredData(hotel: PublicHotel, { image, baseUrl }: { image: string; baseUrl?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.name,
    ...(baseUrl ? { url: `${baseUrl}/` } : {}),
    image,
    telephone: hotel.frontDeskPhone,
    email: hotel.reservationsEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.street,
      addressLocality: hotel.city,
      addressRegion: hotel.state,
      postalCode: hotel.pincode,
      addressCountry: hotel.country,
    },
    hasMap: hotel.mapUrl,
    checkinTime: hotel.checkInTime,
    checkoutTime: hotel.checkOutTime,
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    paymentAccepted: 'Cash, UPI, Credit Card, Debit Card, Net Banking, Wallets',
    amenityFeature: hotel.features.map((feature) => ({
      '@type': 'LocationFeatureSpecification',
      name: feature.title,
      value: true,
    })),
  };
}
