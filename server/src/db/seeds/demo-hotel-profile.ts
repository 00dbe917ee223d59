/**
 * The demo hotel: the profile a fresh install starts with, until the owner writes their own on
 * /admin/settings. The only place the demo hotel's name, address, phones and copy are written
 * (test/hotel-details-in-one-place.test.ts keeps it so). Plain data, imported by the client's
 * component tests too; services.ts checks its shape against the profile's.
 */
export const DEMO_HOTEL_PROFILE = {
  name: 'Hotel Anand Residency & Banquet Hall',
  shortName: 'Anand Residency',
  ownerLine: 'Anand Hospitality (Prop. R. K. Anand)',
  street: '12 Civil Lines, Station Road',
  locality: 'Civil Lines',
  city: 'Bareilly',
  state: 'Uttar Pradesh',
  pincode: '243001',
  country: 'India',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Civil+Lines+Bareilly',
  frontDeskPhone: '+91 581 251 0100',
  frontDeskHours: '24/7',
  reservationsPhone: '+91 91234 56789',
  reservationsHours: '8:00 AM to 10:00 PM',
  reservationsEmail: 'reservations@anandresidency.example',
  banquetEmail: 'banquet@anandresidency.example',
  infoEmail: 'info@anandresidency.example',
  alertsEmail: 'reservations@anandresidency.example',
  // No real person's number: the owner gives theirs on the Settings page.
  alertsPhone: null,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  facebookUrl: 'https://www.facebook.com/',
  instagramUrl: 'https://www.instagram.com/',
  xUrl: 'https://x.com/',
  heroText:
    'Clean, comfortable rooms for a night or a week, and a banquet hall for your wedding reception, engagement or family celebration — with a family that looks after you at every step.',
  aboutTitle: 'A family-run guest house in the heart of Bareilly',
  aboutText: [
    'Anand Residency is run by the Anand family, who have welcomed travellers in Civil Lines for more than twenty years. What began as a handful of rooms above the family home is now a guest house of comfortable air-conditioned rooms and suites — still with the same personal care: the person who takes your call is often the one who greets you at the door.',
    'Our banquet hall on the ground floor hosts wedding receptions, engagements, birthday parties and office get-togethers. Our own kitchen cooks fresh North Indian vegetarian and non-vegetarian food, and the rooms upstairs mean your relatives from out of town stay a lift ride away from the celebration.',
    'Whether you are here for business, a family function or a visit to the city, we keep things simple: fair prices, clean rooms, hot water, quick service and a warm Bareilly welcome.',
  ].join('\n\n'),
  highlights: [
    { value: '4 floors', label: 'of rooms, served by two lifts' },
    { value: '250 guests', label: 'seated in the banquet hall' },
    { value: '24/7', label: 'front desk and room service' },
    { value: '10 min', label: 'from Bareilly Junction station' },
  ],
  features: [
    {
      title: 'Simple Booking',
      text: 'Pick your dates, choose a room and pay online by UPI or card — or pay at the hotel when you arrive.',
    },
    {
      title: 'Fast and Friendly First Contact',
      text: 'Call or write and a member of the family answers, usually within minutes and always within 24 hours.',
    },
    {
      title: 'A social lobby',
      text: 'A bright lobby with comfortable sofas, tea on request and space to meet your relatives before the function.',
    },
    {
      title: 'On-Site Services That Delight',
      text: 'Laundry, room service, taxi bookings, doctor on call and decorators for your event, arranged at the front desk.',
    },
    {
      title: 'A Variety of Excellent Food and Drink',
      text: 'North Indian thalis, tandoor, Chinese favourites and fresh chai from our own kitchen, in the restaurant or your room.',
    },
    {
      title: '24 / 7 fitness center',
      text: 'Treadmill, bike and free weights open round the clock, so your routine travels with you.',
    },
  ],
  gallery: [
    {
      image: 'lobby-1',
      category: 'Receptions',
      title: 'Reception and lobby',
      description: 'Our front desk is open day and night, with a seating corner to wait, meet family or plan the day.',
      alt: 'The lobby with the reception desk, sofas and a red carpet',
    },
    {
      image: 'banquet-hall-1',
      category: 'Party Hall',
      title: 'The banquet hall',
      description: 'Chandeliers, a decorated stage and round tables for wedding receptions, engagements and birthday parties.',
      alt: 'The banquet hall laid with white-draped chairs and round tables before a red stage',
    },
    {
      image: 'deluxe-king-1',
      category: 'Rooms',
      title: 'Deluxe King room',
      description: 'A king bed with soft linen, an armchair by the window and a rain shower. Breakfast is included.',
      alt: 'A deluxe room with a king bed, an orange armchair and a window onto the city at dusk',
    },
    {
      image: 'family-suite-1',
      category: 'Rooms',
      title: 'Family Suite',
      description: 'Two beds and a sofa bed, close to the lift and the hall: made for families coming to a wedding.',
      alt: 'A family suite with two beds, a green sofa and a wooden floor',
    },
    {
      image: 'lift-lobby',
      category: 'Lift',
      title: 'Lifts to every floor',
      description: 'Two lifts serve the banquet hall and all four floors, so elders and luggage never face the stairs.',
      alt: 'The lift lobby with two steel lift doors, floor indicators and a red runner',
    },
    {
      image: 'suite-1',
      category: 'Rooms',
      title: 'Royal Suite',
      description: 'A top-floor suite with its own living room and a king bedroom, a favourite of brides and grooms.',
      alt: 'The living room of the Royal Suite with dark green walls, a sofa and a chandelier',
    },
    {
      image: 'bathroom-1',
      category: 'Gallery',
      title: 'Attached bathrooms',
      description: 'Every room has its own clean, tiled bathroom with a glass shower and hot water all day.',
      alt: 'A white tiled bathroom with a washbasin, a mirror and a glass shower',
    },
    {
      image: 'deluxe-king-2',
      category: 'Gallery',
      title: 'Rooms with a view',
      description: 'Tall windows, a sitting corner and a view over the city from our upper floors.',
      alt: 'A room with a sitting corner before tall windows with blue curtains',
    },
  ],
};

/** The demo hotel's legal identity: the HOTEL_* settings' defaults (server/src/config-hotel.ts). */
export const DEMO_HOTEL_IDENTITY = {
  legalName: 'Anand Residency Hospitality LLP',
  tradeName: 'Hotel Anand Residency & Banquet Hall',
  address: '12 Civil Lines, Station Road, Bareilly, Uttar Pradesh',
  pincode: '243001',
};
