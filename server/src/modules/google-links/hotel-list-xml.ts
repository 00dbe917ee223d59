import type { HotelProfile } from '../hotel-settings';
import { xmlText } from './xml';

/** The profile's fields the Hotel List Feed reads. */
export type ListedHotel = Pick<
  HotelProfile,
  'name' | 'street' | 'locality' | 'city' | 'state' | 'pincode' | 'mapUrl' | 'frontDeskPhone' | 'reservationsPhone'
>;

/**
 * Google's Hotel List Feed ("Hotel List XML Reference"): one <listing> for the hotel, from the
 * profile the owner edits. The country is India's code: the product is an Indian hotel's (GST,
 * Asia/Kolkata), whatever the profile spells. Latitude and longitude are given when the profile's
 * map link carries them.
 */
export function hotelListXml(hotel: ListedHotel, options: { propertyId: string; website: string }): string {
  const components: [string, string][] = [
    ['addr1', hotel.street],
    ['addr2', hotel.locality],
    ['city', hotel.city],
    ['province', hotel.state],
    ['postal_code', hotel.pincode],
  ];
  const address = components
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => `      <component name="${name}">${xmlText(value.trim())}</component>`);
  const place = coordinatesOf(hotel.mapUrl);
  const phone = (hotel.frontDeskPhone || hotel.reservationsPhone).trim();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<listings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.gstatic.com/localfeed/local_feed.xsd">',
    '  <language>en</language>',
    '  <listing>',
    `    <id>${xmlText(options.propertyId)}</id>`,
    `    <name>${xmlText(hotel.name)}</name>`,
    '    <address format="simple">',
    ...address,
    '    </address>',
    '    <country>IN</country>',
    ...(place ? [`    <latitude>${place.latitude}</latitude>`, `    <longitude>${place.longitude}</longitude>`] : []),
    ...(phone ? [`    <phone type="main">${xmlText(phone)}</phone>`] : []),
    '    <category>hotel</category>',
    '    <content>',
    '      <attributes>',
    `        <website>${xmlText(options.website)}</website>`,
    '      </attributes>',
    '    </content>',
    '  </listing>',
    '</listings>',
    '',
  ].join('\n');
}

const NUMBER = '(-?\\d{1,3}(?:\\.\\d+)?)';
/** Map links that carry a place: ".../@26.84,80.94,17z", "?q=26.84,80.94", "?ll=…", "?query=…", "?center=…". */
const COORDINATES = [
  new RegExp(`@${NUMBER},${NUMBER}`),
  new RegExp(`[?&](?:q|ll|query|center|destination)=${NUMBER}(?:,|%2C)${NUMBER}`, 'i'),
];

/** The latitude and longitude a map link names, if it names them and they are on the globe. */
export function coordinatesOf(mapUrl: string): { latitude: string; longitude: string } | undefined {
  for (const pattern of COORDINATES) {
    const match = pattern.exec(mapUrl);
    if (!match) continue;
    const [latitude, longitude] = [Number(match[1]), Number(match[2])];
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && !(latitude === 0 && longitude === 0)) {
      return { latitude: match[1], longitude: match[2] };
    }
  }
  return undefined;
}
