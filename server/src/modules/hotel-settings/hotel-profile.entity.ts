import { Field, ID, ObjectType } from 'type-graphql';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PhotoView } from '../photos';

@ObjectType({ description: 'A figure of the landing page\'s "About Us", e.g. "4 floors" / "of rooms, served by two lifts".' })
export class ProfileHighlight {
  @Field() value: string;
  @Field() label: string;
}

@ObjectType({ description: 'A tile of the landing page\'s "Accommodations" (its icon follows its place).' })
export class ProfileFeature {
  @Field() title: string;
  @Field() text: string;
}

@ObjectType({ description: "A slide of the landing page's gallery." })
export class ProfileGallerySlide {
  @Field({
    description:
      'The shipped photo: /gallery/{image}-960.webp and its 160 px thumbnail; shown when the slide has no uploaded photo.',
  })
  image: string;

  @Field({ description: 'Receptions, Rooms, Lift, Party Hall or Gallery.' }) category: string;
  @Field() title: string;
  @Field() description: string;
  @Field({ description: 'What the photo shows, for screen readers.' }) alt: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The photo the owner uploaded for the slide (uploadGalleryPhoto), shown instead of `image`; null for none.',
  })
  photoId?: string | null;

  /** The uploaded photo's sizes and srcsets, added when the profile is read for a page or GraphQL (never stored). */
  photo?: PhotoView | null;
}

@ObjectType({ description: "A gallery slide's words in another language (its photo and category are the English slide's)." })
export class ProfileSlideWords {
  @Field() title: string;
  @Field() description: string;
  @Field({ description: 'What the photo shows, for screen readers.' }) alt: string;
}

/**
 * The landing page's texts in Hindi, which the owner writes beside the English ones (stored as one
 * jsonb value, read whole by HotelProfileService: a missing text is empty, a missing list empty).
 */
@ObjectType({
  description:
    "The landing page's texts in Hindi, for the pages under /hi. An empty text means not translated: the Hindi page shows the English text in its place. The lists are parallel to the English lists by index (item i translates the English item i) and never longer; an item missing at the end is not translated.",
})
export class ProfileHindiTexts {
  @Field({ description: 'heroText in Hindi; empty: the English heroText is shown.' })
  heroText: string;

  @Field({ description: 'aboutTitle in Hindi; empty: the English aboutTitle is shown.' })
  aboutTitle: string;

  @Field({
    description: 'aboutText in Hindi (a blank line starts a new paragraph); empty: the English aboutText is shown.',
  })
  aboutText: string;

  @Field(() => [ProfileHighlight], {
    description:
      'highlights in Hindi by index: item i translates highlights[i]. An empty value or label, or a missing item, shows the English one.',
  })
  highlights: ProfileHighlight[];

  @Field(() => [ProfileFeature], {
    description:
      'features in Hindi by index: item i translates features[i]. An empty title or text, or a missing item, shows the English one.',
  })
  features: ProfileFeature[];

  @Field(() => [ProfileSlideWords], {
    description:
      "gallery in Hindi by index: item i gives the words of gallery[i] (the slide's photo is the same). An empty title, description or alt, or a missing item, shows the English one.",
  })
  gallery: ProfileSlideWords[];
}

/**
 * The hotel as guests see it: names, address, phones with their hours, emails, times, links and
 * the landing page's words. One row, edited by the owner on /admin/settings and read by every
 * page, mail, PDF and receipt; made from the demo seed the first time it is read.
 */
@ObjectType({ description: 'The hotel as guests see it on every page, mail and receipt (the owner edits it).' })
@Entity('hotel_profile')
@Check('hotel_profile_single_row', '"id" = 1')
export class HotelProfile {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Field({ description: 'The full name, e.g. "Hotel Sunrise & Banquet Hall".' })
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field({ description: 'The short name for headers and page titles.' })
  @Column({ type: 'varchar', length: 60 })
  shortName: string;

  @Field({ description: 'Who runs it, as the policy pages name the business.' })
  @Column({ type: 'varchar', length: 160 })
  ownerLine: string;

  @Field({ description: 'Building and street.' })
  @Column({ type: 'varchar', length: 160 })
  street: string;

  @Field({ description: 'The area of the city, e.g. "Civil Lines".' })
  @Column({ type: 'varchar', length: 80 })
  locality: string;

  @Field() @Column({ type: 'varchar', length: 80 }) city: string;
  @Field() @Column({ type: 'varchar', length: 80 }) state: string;
  @Field({ description: '6 digits.' }) @Column({ type: 'varchar', length: 6 }) pincode: string;
  @Field() @Column({ type: 'varchar', length: 60 }) country: string;

  @Field({ description: 'A map link (https).' })
  @Column({ type: 'varchar', length: 500 })
  mapUrl: string;

  @Field({ description: 'The front desk, as guests dial it, e.g. "+91 581 250 0000".' })
  @Column({ type: 'varchar', length: 20 })
  frontDeskPhone: string;

  @Field({ description: 'e.g. "24/7".' })
  @Column({ type: 'varchar', length: 40 })
  frontDeskHours: string;

  @Field() @Column({ type: 'varchar', length: 20 }) reservationsPhone: string;

  @Field({ description: 'e.g. "8:00 AM to 10:00 PM".' })
  @Column({ type: 'varchar', length: 40 })
  reservationsHours: string;

  @Field({ description: 'Where guests write about rooms; mails are sent from it.' })
  @Column({ type: 'varchar', length: 120 })
  reservationsEmail: string;

  @Field({ description: 'Where families write about the banquet hall.' })
  @Column({ type: 'varchar', length: 120 })
  banquetEmail: string;

  @Field({ description: 'General questions.' })
  @Column({ type: 'varchar', length: 120 })
  infoEmail: string;

  /** Where new enquiries and bookings are announced to the hotel: never shown to guests. */
  @Column({ type: 'varchar', length: 120 })
  alertsEmail: string;

  /**
   * The owner's WhatsApp number (E.164) for the same alerts and cancellations and payment
   * problems; null: alerts by mail only. Never shown to guests.
   */
  @Column({ type: 'varchar', length: 16, nullable: true })
  alertsPhone: string | null;

  @Field({ description: 'HH:MM, 24-hour hotel time, e.g. "15:00".' })
  @Column({ type: 'varchar', length: 5 })
  checkInTime: string;

  @Field({ description: 'HH:MM, 24-hour hotel time, e.g. "11:00".' })
  @Column({ type: 'varchar', length: 5 })
  checkOutTime: string;

  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 300, nullable: true }) facebookUrl: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 300, nullable: true }) instagramUrl: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 300, nullable: true }) xUrl: string | null;

  @Field({ description: "The landing page's first words under the name." })
  @Column({ type: 'varchar', length: 400 })
  heroText: string;

  @Field({ description: '"About Us" heading.' })
  @Column({ type: 'varchar', length: 120 })
  aboutTitle: string;

  @Field({ description: '"About Us" text; a blank line starts a new paragraph.' })
  @Column({ type: 'varchar', length: 3000 })
  aboutText: string;

  @Field(() => [ProfileHighlight])
  @Column({ type: 'jsonb' })
  highlights: ProfileHighlight[];

  @Field(() => [ProfileFeature])
  @Column({ type: 'jsonb' })
  features: ProfileFeature[];

  @Field(() => [ProfileGallerySlide])
  @Column({ type: 'jsonb' })
  gallery: ProfileGallerySlide[];

  @Field(() => ProfileHindiTexts, {
    description:
      "The landing page's texts in Hindi (heroText, About Us, highlights, features and the gallery's words) for the pages under /hi; empty ones show the English text.",
  })
  @Column({ type: 'jsonb', default: () => "'{}'" })
  hindi: ProfileHindiTexts;

  @Field(() => Date, { description: 'The last edit: pages and documents follow it.' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Everything the owner edits (and the demo seed gives). */
export type HotelProfileData = Omit<HotelProfile, 'id' | 'updatedAt'>;
