/**
 * The short privacy notices shown where the product collects personal data (issue 29, item 3;
 * DPDP Act 2023, s. 5): what is collected, why, how long it is kept, the guest's rights and whom
 * to ask, in English and everyday Hindi (words guests use in English stay in English). All the
 * notices' words live in this folder, so the Hindi pages (issue 31) can move them to catalogues.
 */

export type NoticeLanguage = 'en' | 'hi';

/** Where a notice is shown: the booking form, the banquet enquiry, the contact form, the desk's check-in. */
export type NoticePlace = 'booking' | 'enquiry' | 'contact' | 'checkIn';

export interface NoticeLines {
  collected: string;
  why: string;
  kept: string;
}

/** The hotel's contact for questions and grievances (the profile's info email and front desk). */
export interface GrievanceContact {
  email: string;
  phone: string;
}

export interface NoticeWords {
  title: string;
  collectedLabel: string;
  whyLabel: string;
  keptLabel: string;
  rights: string;
  rightsLink: string;
  /** The sentence's end after the link: "." in English, "।" in Hindi. */
  fullStop: string;
  contact: (contact: GrievanceContact) => string;
  fullNotice: string;
}

/** The disclosure under the English notice that opens the Hindi one in place. */
export const READ_IN_HINDI = 'हिन्दी में पढ़ें';
/** The other disclosure's summary on a Hindi page: the notice in English. */
export const READ_IN_ENGLISH = 'Read in English';

export const SHORT_NOTICES: Record<NoticePlace, Record<NoticeLanguage, NoticeLines>> = {
  booking: {
    en: {
      collected:
        'Your name, email, phone and, if you give them, your address and GST details; the dates of your stay and your guests.',
      why: 'To hold and confirm your booking, take your payment through Razorpay, send your confirmation and make your GST invoice.',
      kept: 'Up to 3 years after your stay; invoices 8 years, as GST law requires. An unpaid hold’s details go after 30 days.',
    },
    hi: {
      collected: 'आपका नाम, ईमेल, फ़ोन और, अगर आप दें, आपका पता और GST details; आपके stay की तारीखें और मेहमान।',
      why: 'आपकी booking hold और confirm करने, Razorpay से payment लेने, confirmation भेजने और GST invoice बनाने के लिए।',
      kept: 'आपके stay के 3 साल बाद तक; invoice 8 साल, GST कानून के अनुसार। बिना payment वाली hold की जानकारी 30 दिन में मिटा दी जाती है।',
    },
  },
  enquiry: {
    en: {
      collected: 'Your name, phone and email; your event’s date, session, guests and notes.',
      why: 'To answer your enquiry, hold your date and, if you book, make your bill and GST invoice.',
      kept: 'Up to 3 years after your event; invoices 8 years, as GST law requires.',
    },
    hi: {
      collected: 'आपका नाम, फ़ोन और ईमेल; आपके function की तारीख, session, मेहमानों की गिनती और notes।',
      why: 'आपकी enquiry का जवाब देने, तारीख hold करने और booking होने पर bill और GST invoice बनाने के लिए।',
      kept: 'आपके function के 3 साल बाद तक; invoice 8 साल, GST कानून के अनुसार।',
    },
  },
  contact: {
    en: {
      collected: 'Your name, email, the subject and your message.',
      why: 'Only to answer you.',
      kept: 'Up to 180 days.',
    },
    hi: {
      collected: 'आपका नाम, ईमेल, विषय और आपका message।',
      why: 'सिर्फ़ आपको जवाब देने के लिए।',
      kept: '180 दिन तक।',
    },
  },
  checkIn: {
    en: {
      collected:
        'For each adult: name, address, nationality, where you come from and go next, purpose of visit, and your ID (Aadhaar: the last 4 digits only). Foreign guests: passport and visa details.',
      why: 'The law asks hotels to keep a guest register for the police, and to report foreign guests to immigration (Form III) within 24 hours.',
      kept: '1 year after you leave, then erased.',
    },
    hi: {
      collected:
        'हर बड़े मेहमान का नाम, पता, राष्ट्रीयता, कहाँ से आए और कहाँ जाएँगे, आने का कारण, और ID (Aadhaar के सिर्फ़ आख़िरी 4 अंक)। विदेशी मेहमानों के passport और visa की जानकारी।',
      why: 'कानून के अनुसार होटल को पुलिस के लिए guest register रखना होता है, और विदेशी मेहमानों की Form III report 24 घंटे में immigration को भेजनी होती है।',
      kept: 'आपके जाने के 1 साल बाद तक, फिर मिटा दी जाती है।',
    },
  },
};

export const NOTICE_WORDS: Record<NoticeLanguage, NoticeWords> = {
  en: {
    title: 'Your personal data',
    collectedLabel: 'What we collect',
    whyLabel: 'Why',
    keptLabel: 'How long',
    rights: 'You may ask to see, correct or erase your data, or raise a grievance:',
    rightsLink: 'your privacy requests',
    fullStop: '.',
    contact: ({ email, phone }) => `Questions or complaints: ${email} or ${phone}. We answer within 90 days.`,
    fullNotice: 'Read the full privacy notice',
  },
  hi: {
    title: 'आपकी निजी जानकारी',
    collectedLabel: 'हम क्या लेते हैं',
    whyLabel: 'क्यों',
    keptLabel: 'कब तक',
    rights: 'आप अपनी जानकारी देखने, सुधारने या मिटाने के लिए कह सकते हैं, या शिकायत कर सकते हैं:',
    rightsLink: 'privacy requests',
    fullStop: '।',
    contact: ({ email, phone }) => `सवाल या शिकायत: ${email} या ${phone}। हम 90 दिन के अंदर जवाब देते हैं।`,
    fullNotice: 'पूरी privacy notice पढ़ें',
  },
};

/**
 * Whom a guest asks about their data: the profile's info email and front desk (the owner edits
 * both on /admin/settings; the owner line names who answers, on the full notice).
 */
export function grievanceContactOf(hotel: { infoEmail: string; frontDeskPhone: string }): GrievanceContact {
  return { email: hotel.infoEmail, phone: hotel.frontDeskPhone };
}

/** Where the full notice and the guests' requests live. */
export const PRIVACY_POLICY_PATH = '/privacy-policy';
export const PRIVACY_REQUESTS_PATH = '/privacy/requests';
