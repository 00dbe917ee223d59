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
  // The same texts in everyday Hindi (docs/hindi-glossary.md), for the pages under /hi; the lists
  // follow the English ones item by item.
  hindi: {
    heroText:
      'एक रात के लिए हो या पूरे हफ़्ते के लिए, साफ़-सुथरे और आरामदायक कमरे; और शादी के रिसेप्शन, सगाई या परिवार के किसी भी जश्न के लिए बैंक्वेट हॉल — एक ऐसे परिवार के साथ, जो हर कदम पर आपका ख़याल रखता है।',
    aboutTitle: 'बरेली के बीचों-बीच, एक परिवार का गेस्ट हाउस',
    aboutText: [
      'आनंद रेज़िडेंसी को आनंद परिवार चलाता है, जो बीस साल से भी ज़्यादा समय से सिविल लाइंस में मुसाफ़िरों का स्वागत कर रहा है। घर के ऊपर बने गिने-चुने कमरों से जो शुरुआत हुई थी, वह आज आरामदायक AC कमरों और सुइट वाला गेस्ट हाउस बन चुकी है — पर देखभाल आज भी उतनी ही अपनेपन वाली है: जो आपका फ़ोन उठाता है, अक्सर वही दरवाज़े पर आपका स्वागत भी करता है।',
      'ग्राउंड फ़्लोर पर हमारे बैंक्वेट हॉल में शादी के रिसेप्शन, सगाई, जन्मदिन की पार्टियाँ और ऑफ़िस के गेट-टुगेदर होते हैं। हमारी अपनी रसोई में ताज़ा उत्तर भारतीय वेज और नॉन-वेज खाना बनता है, और ऊपर कमरे होने से बाहर से आए आपके रिश्तेदार जश्न से बस एक लिफ़्ट की दूरी पर ठहरते हैं।',
      'आप काम से आए हों, परिवार के किसी कार्यक्रम में या शहर घूमने, हम सब कुछ सीधा-सादा रखते हैं: वाजिब दाम, साफ़ कमरे, गरम पानी, फटाफट सर्विस और बरेली का अपनेपन भरा स्वागत।',
    ].join('\n\n'),
    highlights: [
      { value: '4 मंज़िलें', label: 'कमरों की, दो लिफ़्ट के साथ' },
      { value: '250 मेहमान', label: 'बैंक्वेट हॉल में बैठ सकते हैं' },
      { value: '24/7', label: 'रिसेप्शन और रूम सर्विस' },
      { value: '10 मिनट', label: 'बरेली जंक्शन स्टेशन से' },
    ],
    features: [
      {
        title: 'आसान बुकिंग',
        text: 'अपनी तारीखें और कमरा चुनें, और UPI या कार्ड से ऑनलाइन भुगतान करें — या पहुँचकर होटल पर भुगतान करें।',
      },
      {
        title: 'फटाफट और अपनेपन से जवाब',
        text: 'फ़ोन करें या लिखें, परिवार का ही कोई सदस्य जवाब देता है — अक्सर कुछ ही मिनटों में, और हर हाल में 24 घंटे के अंदर।',
      },
      {
        title: 'मिलने-जुलने की लॉबी',
        text: 'आरामदायक सोफ़ों वाली खुली-रोशन लॉबी, कहने पर चाय, और कार्यक्रम से पहले रिश्तेदारों से मिलने की जगह।',
      },
      {
        title: 'होटल में ही सारी सुविधाएँ',
        text: 'लॉन्ड्री, रूम सर्विस, टैक्सी बुकिंग, बुलाने पर डॉक्टर और आपके कार्यक्रम के लिए डेकोरेटर — सबका इंतज़ाम रिसेप्शन पर हो जाता है।',
      },
      {
        title: 'तरह-तरह का बढ़िया खाना-पीना',
        text: 'हमारी अपनी रसोई से उत्तर भारतीय थाली, तंदूरी, पसंदीदा चाइनीज़ और ताज़ा चाय — रेस्टोरेंट में या आपके कमरे में।',
      },
      {
        title: '24/7 जिम',
        text: 'ट्रेडमिल, एक्सरसाइज़ बाइक और डम्बल दिन-रात खुले हैं, ताकि सफ़र में भी आपकी कसरत न छूटे।',
      },
    ],
    gallery: [
      {
        title: 'रिसेप्शन और लॉबी',
        description: 'हमारा रिसेप्शन दिन-रात खुला रहता है; इंतज़ार करने, परिवार से मिलने या दिन का प्लान बनाने के लिए बैठने का कोना भी है।',
        alt: 'रिसेप्शन डेस्क, सोफ़े और लाल कालीन वाली लॉबी',
      },
      {
        title: 'बैंक्वेट हॉल',
        description: 'झूमर, सजा हुआ स्टेज और गोल मेज़ें — शादी के रिसेप्शन, सगाई और जन्मदिन की पार्टियों के लिए।',
        alt: 'लाल स्टेज के सामने सफ़ेद कपड़े से ढकी कुर्सियों और गोल मेज़ों से सजा बैंक्वेट हॉल',
      },
      {
        title: 'डीलक्स किंग रूम',
        description: 'मुलायम चादरों वाला किंग बेड, खिड़की के पास आरामकुर्सी और रेन शावर। नाश्ता शामिल है।',
        alt: 'किंग बेड, नारंगी आरामकुर्सी और शाम के शहर की ओर खुलती खिड़की वाला डीलक्स कमरा',
      },
      {
        title: 'फ़ैमिली सुइट',
        description: 'दो बेड और एक सोफ़ा-बेड, लिफ़्ट और हॉल के पास: शादी में आने वाले परिवारों के लिए ही बना है।',
        alt: 'दो बेड, हरे सोफ़े और लकड़ी के फ़र्श वाला फ़ैमिली सुइट',
      },
      {
        title: 'हर मंज़िल तक लिफ़्ट',
        description: 'दो लिफ़्ट बैंक्वेट हॉल और चारों मंज़िलों तक जाती हैं, ताकि बुज़ुर्गों और सामान को सीढ़ियाँ न चढ़नी पड़ें।',
        alt: 'स्टील के दो लिफ़्ट दरवाज़ों, मंज़िल बताने वाले डिस्प्ले और लाल कालीन वाली लिफ़्ट लॉबी',
      },
      {
        title: 'रॉयल सुइट',
        description: 'सबसे ऊपर की मंज़िल पर अपने अलग लिविंग रूम और किंग बेडरूम वाला सुइट — दूल्हा-दुल्हन की पहली पसंद।',
        alt: 'गहरी हरी दीवारों, सोफ़े और झूमर वाला रॉयल सुइट का लिविंग रूम',
      },
      {
        title: 'अटैच्ड बाथरूम',
        description: 'हर कमरे का अपना साफ़, टाइल वाला बाथरूम है, जिसमें काँच का शावर है और दिन भर गरम पानी आता है।',
        alt: 'वॉशबेसिन, शीशे और काँच के शावर वाला सफ़ेद टाइलों का बाथरूम',
      },
      {
        title: 'नज़ारे वाले कमरे',
        description: 'ऊँची खिड़कियाँ, बैठने का कोना, और ऊपर की मंज़िलों से पूरे शहर का नज़ारा।',
        alt: 'नीले पर्दों वाली ऊँची खिड़कियों के सामने बैठने का कोना',
      },
    ],
  },
};

/** The demo hotel's legal identity: the HOTEL_* settings' defaults (server/src/config-hotel.ts). */
export const DEMO_HOTEL_IDENTITY = {
  legalName: 'Anand Residency Hospitality LLP',
  tradeName: 'Hotel Anand Residency & Banquet Hall',
  address: '12 Civil Lines, Station Road, Bareilly, Uttar Pradesh',
  pincode: '243001',
};
