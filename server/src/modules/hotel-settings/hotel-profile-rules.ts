import { ErrorCollector } from '../../shared/domain-error';
import { isUuid, trimmed } from '../../shared/input';
import { GALLERY_CATEGORIES, GALLERY_IMAGES, PROFILE_LIMITS, PROFILE_TEXT_LIMITS } from '../../shared/pure/hotel-profile-lists';
import { isEmail } from '../../shared/pure/guest-details';
import { checkPhone } from '../../shared/phone';
import type {
  HotelProfileData,
  ProfileFeature,
  ProfileGallerySlide,
  ProfileHighlight,
  ProfileHindiTexts,
} from './hotel-profile.entity';
import { checkHindiTexts } from './hotel-profile-hindi';
import { HotelProfileErrorCode } from './hotel-settings-errors';
import { capital, CONTROL, oneLine, paragraphs, pieces } from './profile-text';

/** The profile as the Settings page sends it: every field, possibly wrong. */
export type HotelProfileInput = { [Field in keyof HotelProfileData]?: unknown };

/** An edit made canonical; `hindi` null when it was not sent: the Hindi texts stored now stay. */
export type HotelProfileEdit = Omit<HotelProfileData, 'hindi'> & { hindi: ProfileHindiTexts | null };

export { GALLERY_CATEGORIES, GALLERY_IMAGES, PROFILE_LIMITS };

const PINCODE = /^[1-9][0-9]{5}$/;
const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** A phone as guests read it: digits with spaces or hyphens, an optional leading +, 10 to 13 digits. */
const PHONE = /^\+?[0-9][0-9 -]*[0-9]$/;

const code = HotelProfileErrorCode.ProfileInvalid;

/**
 * The profile made canonical (trimmed, spaces collapsed on one-line fields), or every field's
 * problem at once in the words the Settings page shows under each field.
 */
export function checkHotelProfile(input: HotelProfileInput): HotelProfileEdit {
  const errors = new ErrorCollector();
  const line = (field: keyof HotelProfileData, max: number, label: string): string => {
    const value = oneLine(input[field]);
    if (value === '') errors.add(code, `Enter ${label}`, field);
    else if (value.length > max) errors.add(code, `${capital(label)} can be at most ${max} characters`, field);
    return value;
  };
  const phone = (field: keyof HotelProfileData, label: string): string => {
    const value = oneLine(input[field]);
    const digits = value.replace(/\D/g, '').length;
    if (!PHONE.test(value) || digits < 10 || digits > 13 || value.length > 20)
      errors.add(code, `Enter ${label} as guests dial it, e.g. +91 581 250 0000`, field);
    return value;
  };
  const email = (field: keyof HotelProfileData, label: string): string => {
    const value = trimmed(input[field]).toLowerCase();
    if (!isEmail(value) || value.length > 120) errors.add(code, `Enter ${label} as an email address`, field);
    return value;
  };
  const link = (field: keyof HotelProfileData, label: string, required: boolean, max = 300): string | null => {
    const value = trimmed(input[field]);
    if (value === '' && !required) return null;
    if (!isWebAddress(value) || value.length > max)
      errors.add(code, `${capital(label)} is a web address starting with https://`, field);
    return value;
  };
  const clock = (field: keyof HotelProfileData, label: string): string => {
    const value = trimmed(input[field]);
    if (!CLOCK.test(value)) errors.add(code, `${capital(label)} is a time like 14:00`, field);
    return value;
  };

  const profile: Omit<HotelProfileData, 'hindi'> = {
    name: line('name', 120, "the hotel's full name"),
    shortName: line('shortName', 60, 'a short name for headers'),
    ownerLine: line('ownerLine', 160, 'who runs the hotel'),
    street: line('street', 160, 'the building and street'),
    locality: line('locality', 80, 'the area of the city'),
    city: line('city', 80, 'the city'),
    state: line('state', 80, 'the state'),
    pincode: trimmed(input.pincode).replace(/\s/g, ''),
    country: line('country', 60, 'the country'),
    mapUrl: link('mapUrl', 'the map link', true, 500) ?? '',
    frontDeskPhone: phone('frontDeskPhone', "the front desk's phone"),
    frontDeskHours: line('frontDeskHours', 40, "the front desk's hours"),
    reservationsPhone: phone('reservationsPhone', "the reservations desk's phone"),
    reservationsHours: line('reservationsHours', 40, "the reservations desk's hours"),
    reservationsEmail: email('reservationsEmail', 'the reservations email'),
    banquetEmail: email('banquetEmail', 'the banquet email'),
    infoEmail: email('infoEmail', 'the general email'),
    alertsEmail: email('alertsEmail', 'the email that gets new bookings and enquiries'),
    alertsPhone: alertsPhone(input.alertsPhone, errors),
    checkInTime: clock('checkInTime', 'check-in'),
    checkOutTime: clock('checkOutTime', 'check-out'),
    facebookUrl: link('facebookUrl', 'the Facebook link', false),
    instagramUrl: link('instagramUrl', 'the Instagram link', false),
    xUrl: link('xUrl', 'the X link', false),
    heroText: line('heroText', PROFILE_TEXT_LIMITS.heroText, 'the first words of the home page'),
    aboutTitle: line('aboutTitle', PROFILE_TEXT_LIMITS.aboutTitle, 'the heading of About Us'),
    aboutText: paragraphs(input.aboutText),
    highlights: [],
    features: [],
    gallery: [],
  };
  if (!PINCODE.test(profile.pincode)) errors.add(code, 'The PIN code is 6 digits, e.g. 243001', 'pincode');
  if (profile.aboutText === '') errors.add(code, 'Enter the text of About Us', 'aboutText');
  else if (profile.aboutText.length > PROFILE_TEXT_LIMITS.aboutText)
    errors.add(code, `About Us can be at most ${PROFILE_TEXT_LIMITS.aboutText} characters`, 'aboutText');
  for (const field of Object.keys(profile) as (keyof typeof profile)[]) {
    const value = profile[field];
    if (typeof value === 'string' && CONTROL.test(value)) errors.add(code, 'Remove the control characters', field);
  }
  profile.highlights = listOf<ProfileHighlight>(input.highlights, 'highlights', 0, PROFILE_LIMITS.highlights, errors, (item) =>
    pieces(item, PROFILE_TEXT_LIMITS.highlight),
  );
  profile.features = listOf<ProfileFeature>(input.features, 'features', 1, PROFILE_LIMITS.features, errors, (item) =>
    pieces(item, PROFILE_TEXT_LIMITS.feature),
  );
  profile.gallery = listOf<ProfileGallerySlide>(input.gallery, 'gallery', 1, PROFILE_LIMITS.gallery, errors, gallerySlide);
  const hindi = checkHindiTexts(input.hindi, sentLengths(input), errors);
  errors.throwIfAny();
  return { ...profile, hindi };
}

/** How many figures, tiles and slides the edit gives in English (the Hindi lists may not be longer). */
function sentLengths(input: HotelProfileInput): { highlights: number; features: number; gallery: number } {
  const length = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  return { highlights: length(input.highlights), features: length(input.features), gallery: length(input.gallery) };
}

/**
 * A slide's words, its shipped photo and, when the owner uploaded one for it, that photo's id
 * (whether it is one of the gallery's uploads is the service's to check); the key is left out
 * when there is none, so slides saved before uploads existed read the same.
 */
function gallerySlide(item: unknown): ProfileGallerySlide | string {
  const slide: ProfileGallerySlide | string = pieces(item, { image: 60, category: 20, ...PROFILE_TEXT_LIMITS.slide });
  if (typeof slide === 'string') return slide;
  if (!(GALLERY_IMAGES as readonly string[]).includes(slide.image)) return 'Choose one of the gallery photos';
  if (!(GALLERY_CATEGORIES as readonly string[]).includes(slide.category))
    return `The category is one of ${GALLERY_CATEGORIES.join(', ')}`;
  const photoId = trimmed((item as { photoId?: unknown }).photoId);
  if (photoId === '') return slide;
  if (!isUuid(photoId)) return UNKNOWN_GALLERY_PHOTO;
  return { ...slide, photoId: photoId.toLowerCase() };
}

/** A slide names a photo that is not one of the gallery's uploads (or no longer is). */
export const UNKNOWN_GALLERY_PHOTO = "That photo is not one of the gallery's uploads: upload it again or use the default photo";

/** Said when the owner's WhatsApp number for alerts is not a number WhatsApp can reach. */
export const ALERTS_PHONE_INVALID =
  'Enter the WhatsApp number for alerts as a mobile number, e.g. 98765 43210 or +91 98765 43210 (with its country code outside India)';

/**
 * The owner's WhatsApp number for alerts: optional (empty: alerts by mail only), kept in E.164 by
 * the rule every phone follows (shared/phone), so WhatsApp's template messages can reach it.
 */
function alertsPhone(value: unknown, errors: ErrorCollector): string | null {
  const text = trimmed(value);
  if (text === '') return null;
  const verdict = checkPhone(text);
  if ('phone' in verdict) return verdict.phone;
  errors.add(code, ALERTS_PHONE_INVALID, 'alertsPhone');
  return null;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function listOf<Item>(
  value: unknown,
  field: string,
  min: number,
  max: number,
  errors: ErrorCollector,
  check: (item: unknown) => Item | string | undefined,
): Item[] {
  if (!Array.isArray(value) || value.length < min || value.length > max) {
    errors.add(code, min > 0 ? `Give from ${min} to ${max}` : `Give at most ${max}`, field);
    return [];
  }
  const items: Item[] = [];
  value.forEach((item, index) => {
    const checked = check(item);
    if (checked === undefined || typeof checked === 'string')
      errors.add(code, `Number ${index + 1}: ${typeof checked === 'string' ? checked : 'Fill in every part'}`, field);
    else items.push(checked);
  });
  return items;
}

/** What an edit changes, for the audit log: "frontDeskPhone +91 581 250 0000 → +91 99887 76655". */
export function describeProfileChanges(before: HotelProfileData, after: HotelProfileData): string[] {
  return (Object.keys(after) as (keyof HotelProfileData)[])
    .filter((field) => stable(before[field]) !== stable(after[field]))
    .map((field) => {
      const [was, now] = [before[field], after[field]];
      const shown = (value: unknown) => (typeof value === 'string' && value.length <= 80 ? value : 'edited');
      return typeof now === 'string' || now === null ? `${field} ${shown(was ?? '—')} → ${shown(now ?? '—')}` : `${field} edited`;
    });
}

/** JSON with object keys in one order: PostgreSQL's jsonb does not keep the order they were written in. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
