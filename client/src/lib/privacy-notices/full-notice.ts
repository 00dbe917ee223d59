import type { GrievanceContact, NoticeLanguage } from './short-notices';

/**
 * The full privacy notice of /privacy-policy (issue 29, item 3; DPDP Act 2023 and Rules 2025):
 * each kind of data with why, on what basis, how long and with whom, then the guest's rights,
 * whom to ask and the Data Protection Board; English and everyday Hindi. The periods are the
 * retention table's (docs and the daily purge).
 */

export interface DataKind {
  title: string;
  what: string;
  why: string;
  basis: string;
  kept: string;
  shared: string;
}

export interface FullNotice {
  heading: string;
  intro: string;
  labels: { what: string; why: string; basis: string; kept: string; shared: string };
  kinds: DataKind[];
  rightsHeading: string;
  rights: string[];
  requestsLead: string;
  requestsLink: string;
  grievanceHeading: string;
  grievance: (contact: GrievanceContact & { owner: string }) => string;
  board: string;
  browserHeading: string;
  browser: string;
  noSale: string;
}

/** When this notice last changed. */
export const PRIVACY_NOTICE_UPDATED = '28 November 2026';

export const FULL_NOTICE: Record<NoticeLanguage, FullNotice> = {
  en: {
    heading: 'Privacy notice',
    intro:
      'What we keep about you, why, on what basis, for how long and with whom we share it; and what you can ask of us. We ask only for what your stay, event or question needs.',
    labels: { what: 'What', why: 'Why', basis: 'Basis', kept: 'How long', shared: 'Shared with' },
    kinds: [
      {
        title: 'Contact details',
        what: 'Your name, email, phone, postal address (if you give it) and, for a business invoice, the business name and GSTIN.',
        why: 'To hold and confirm your booking or event, send your confirmation and receipts, and answer you.',
        basis: 'You give them for the stay or event you ask for.',
        kept: 'A hold that expired unpaid: 30 days. Otherwise 3 years after your last stay, unless they are on an invoice (then as long as the invoice).',
        shared: 'Our mail service; WhatsApp (Meta) and our SMS gateway only when you choose them.',
      },
      {
        title: 'Your stay or event',
        what: 'Dates, rooms or hall, the guests’ names, ages and genders, your requests and arrival time.',
        why: 'To prepare your room or hall and serve you.',
        basis: 'Needed for the stay or event you booked.',
        kept: '3 years after your stay or event.',
        shared: 'Nobody.',
      },
      {
        title: 'ID and the guest register',
        what: 'For each adult at check-in: name, address, nationality, coming from, going to, purpose of visit, arrival and departure, ID type and its number (Aadhaar: the last 4 digits only).',
        why: 'Hotels must keep a guest register that the police may inspect.',
        basis: 'A duty under the law.',
        kept: '1 year after you leave.',
        shared: 'The police, when the law requires it.',
      },
      {
        title: 'Form III (foreign guests)',
        what: 'Passport and visa details, arrival in India and port, date of birth, gender, addresses and contacts in India and abroad, next destination, purpose.',
        why: 'To report a foreign guest’s arrival and departure to the Bureau of Immigration within 24 hours.',
        basis: 'The Immigration and Foreigners Act 2025 and its rules.',
        kept: '1 year.',
        shared: 'The Bureau of Immigration, through its portal.',
      },
      {
        title: 'Payments, invoices and vouchers',
        what: 'Amounts, method, payment references and status; your invoices, receipts and credit notes.',
        why: 'To take payments and refunds, and keep our accounts.',
        basis: 'Needed for your booking; GST law for invoices.',
        kept: 'Invoices and vouchers 8 years.',
        shared: 'Razorpay, which handles online payments: we never see your card number, UPI PIN or bank password.',
      },
      {
        title: 'Messages',
        what: 'The mails, WhatsApp messages and SMS we send you (to whom, what, and whether they arrived), and what you write to us on the contact form.',
        why: 'To confirm, remind and answer you, and to show what we sent.',
        basis: 'Needed for your booking, event or question.',
        kept: '180 days.',
        shared: 'Our mail service; WhatsApp (Meta) and our SMS gateway when you chose them.',
      },
      {
        title: 'Your choices',
        what: 'Whether you want updates on WhatsApp, and offers and news from us: yes or no, when and on which form.',
        why: 'To send you only what you agreed to.',
        basis:
          'Your consent. Both boxes are unticked unless you tick them; withdraw any time (reply STOP on WhatsApp, or write to us).',
        kept: 'WhatsApp consent 3 years; the offers-and-news choice as long as the booking or enquiry it was given on.',
        shared: 'Nobody.',
      },
    ],
    rightsHeading: 'Your rights',
    rights: [
      'Access: a copy of what we keep about you.',
      'Correction: put right what is wrong or incomplete.',
      'Erasure: we erase what no law asks us to keep, and tell you what we kept and why.',
      'Grievance: complain to us about how we handle your data.',
      'Nominate: name someone to use these rights for you if you die or cannot act.',
    ],
    requestsLead: 'Ask with your booking code and phone or email, or a one-time code:',
    requestsLink: 'Make a privacy request',
    grievanceHeading: 'Questions and grievances',
    grievance: ({ owner, email, phone }) =>
      `${owner} answers questions about your data: write to ${email} or call ${phone}. We answer a grievance within 90 days.`,
    board: 'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    browserHeading: 'In your browser',
    browser:
      'Our website keeps your booking in progress (dates, guests and the room you picked) in your browser’s local storage, so a reload does not lose it. We use no advertising or tracking cookies.',
    noSale: 'We do not sell your data.',
  },
  hi: {
    heading: 'Privacy notice (हिन्दी)',
    intro:
      'हम आपकी कौन-सी जानकारी रखते हैं, क्यों, किस आधार पर, कब तक और किसके साथ share करते हैं; और आप हमसे क्या माँग सकते हैं। हम सिर्फ़ वही लेते हैं जो आपके stay, function या सवाल के लिए ज़रूरी है।',
    labels: { what: 'क्या', why: 'क्यों', basis: 'आधार', kept: 'कब तक', shared: 'किसके साथ' },
    kinds: [
      {
        title: 'संपर्क की जानकारी',
        what: 'आपका नाम, ईमेल, फ़ोन, पता (अगर आप दें) और business invoice के लिए business का नाम और GSTIN।',
        why: 'आपकी booking या function hold और confirm करने, confirmation और receipt भेजने, और आपको जवाब देने के लिए।',
        basis: 'आप इन्हें अपने stay या function के लिए देते हैं।',
        kept: 'बिना payment के expire हुई hold: 30 दिन। बाक़ी: आख़िरी stay के 3 साल बाद तक, जब तक ये किसी invoice पर न हों (तब invoice जितने समय तक)।',
        shared: 'हमारी mail service; WhatsApp (Meta) और SMS gateway सिर्फ़ तब जब आप इन्हें चुनें।',
      },
      {
        title: 'आपका stay या function',
        what: 'तारीखें, कमरे या hall, मेहमानों के नाम, उम्र और gender, आपकी requests और पहुँचने का समय।',
        why: 'आपका कमरा या hall तैयार करने और आपकी सेवा के लिए।',
        basis: 'आपकी booking के लिए ज़रूरी।',
        kept: 'stay या function के 3 साल बाद तक।',
        shared: 'किसी के साथ नहीं।',
      },
      {
        title: 'ID और guest register',
        what: 'check-in पर हर बड़े मेहमान का नाम, पता, राष्ट्रीयता, कहाँ से आए, कहाँ जाएँगे, आने का कारण, आने-जाने का समय, ID का प्रकार और नंबर (Aadhaar के सिर्फ़ आख़िरी 4 अंक)।',
        why: 'होटल को guest register रखना होता है, जिसे पुलिस देख सकती है।',
        basis: 'कानून के तहत ज़िम्मेदारी।',
        kept: 'आपके जाने के 1 साल बाद तक।',
        shared: 'पुलिस, जब कानून माँगे।',
      },
      {
        title: 'Form III (विदेशी मेहमान)',
        what: 'Passport और visa की जानकारी, भारत में आने की तारीख और port, जन्म तिथि, gender, भारत और विदेश का पता और संपर्क, अगली जगह, आने का कारण।',
        why: 'विदेशी मेहमान के आने और जाने की report 24 घंटे में Bureau of Immigration को देने के लिए।',
        basis: 'Immigration and Foreigners Act 2025 और उसके नियम।',
        kept: '1 साल।',
        shared: 'Bureau of Immigration, उसके portal से।',
      },
      {
        title: 'Payment, invoice और voucher',
        what: 'रकम, payment का तरीका, reference और status; आपके invoice, receipt और credit notes।',
        why: 'Payment और refund लेने-देने और हिसाब रखने के लिए।',
        basis: 'आपकी booking के लिए ज़रूरी; invoice के लिए GST कानून।',
        kept: 'Invoice और voucher 8 साल।',
        shared: 'Razorpay, जो online payment संभालता है: आपका card number, UPI PIN या bank password हम कभी नहीं देखते।',
      },
      {
        title: 'Messages',
        what: 'हमारे भेजे mail, WhatsApp और SMS (किसे, क्या, और पहुँचा या नहीं), और contact form पर आपका लिखा message।',
        why: 'Confirmation, reminder और जवाब देने के लिए, और यह दिखाने के लिए कि हमने क्या भेजा।',
        basis: 'आपकी booking, function या सवाल के लिए ज़रूरी।',
        kept: '180 दिन।',
        shared: 'हमारी mail service; WhatsApp (Meta) और SMS gateway, अगर आपने इन्हें चुना।',
      },
      {
        title: 'आपकी पसंद',
        what: 'क्या आप WhatsApp पर updates, और हमारे offers और news चाहते हैं: हाँ या ना, कब और किस form पर।',
        why: 'ताकि आपको सिर्फ़ वही भेजें जिसके लिए आपने हाँ कहा।',
        basis: 'आपकी सहमति। दोनों box तभी tick होते हैं जब आप tick करें; कभी भी वापस ले सकते हैं (WhatsApp पर STOP लिखें, या हमें लिखें)।',
        kept: 'WhatsApp की सहमति 3 साल; offers और news की पसंद उस booking या enquiry जितने समय तक।',
        shared: 'किसी के साथ नहीं।',
      },
    ],
    rightsHeading: 'आपके अधिकार',
    rights: [
      'देखना: हम आपके बारे में जो रखते हैं उसकी copy।',
      'सुधार: जो गलत या अधूरा है उसे ठीक करवाना।',
      'मिटाना: जो कानून रखने को नहीं कहता वह हम मिटा देते हैं, और बताते हैं कि क्या रखा और क्यों।',
      'शिकायत: आपकी जानकारी के इस्तेमाल के बारे में हमसे शिकायत।',
      'Nominate: किसी को चुनना जो आपकी मृत्यु या असमर्थता में ये अधिकार इस्तेमाल करे।',
    ],
    requestsLead: 'अपने booking code और फ़ोन या ईमेल से, या one-time code से माँगें:',
    requestsLink: 'Privacy request करें',
    grievanceHeading: 'सवाल और शिकायत',
    grievance: ({ owner, email, phone }) =>
      `आपकी जानकारी के बारे में सवालों का जवाब ${owner} देते हैं: ${email} पर लिखें या ${phone} पर call करें। शिकायत का जवाब हम 90 दिन के अंदर देते हैं।`,
    board: 'अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप Data Protection Board of India से शिकायत कर सकते हैं।',
    browserHeading: 'आपके browser में',
    browser:
      'हमारी website आपकी अधूरी booking (तारीखें, मेहमान और चुना कमरा) आपके browser के local storage में रखती है, ताकि reload पर खो न जाए। हम advertising या tracking cookies इस्तेमाल नहीं करते।',
    noSale: 'हम आपकी जानकारी बेचते नहीं हैं।',
  },
};
