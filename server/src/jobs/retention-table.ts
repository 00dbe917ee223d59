import { ACCESS_LOG_RETENTION_DAYS } from '../modules/access-log';

/** One row of the retention table: what is kept, for how long, from when, why, and what the purge does. */
export interface RetentionRule {
  /** How long, in days (the purge's arithmetic; `keptFor` says it in words). */
  days: number;
  keptFor: string;
  data: string;
  from: string;
  why: string;
  /** What the daily purge does once the time is up. */
  then: 'deleted' | 'anonymised' | 'deleted unless still needed';
}

const YEAR = 365;

/**
 * The one retention table (issue 29, item 4): everything the product keeps about people beyond
 * their stay, how long, and why; the daily purge enforces it and README's "Data retention" is
 * printed from it (retentionTableMarkdown). What is not here is kept as long as the hotel's books
 * need it: bookings and events themselves (their money, dates and rooms; their contact details
 * go as the rows below say), the ledger and the audit log.
 */
export const RETENTION = {
  expiredHoldContacts: {
    days: 30,
    keptFor: '30 days',
    data: "A guest's name, email and phone on a hold that expired unpaid",
    from: 'the hold’s expiry',
    why: 'the room never became theirs; a month lets the desk help a guest who comes back',
    then: 'anonymised',
  },
  guestContacts: {
    days: 3 * YEAR,
    keptFor: '3 years',
    data: "A guest's or banquet family's name, email and phone on their bookings and events",
    from: 'the end of their last stay or event',
    why: 'returning guests, disputes and chargebacks; the tax documents keep their own copy of whom they were issued to',
    then: 'anonymised',
  },
  registerEntries: {
    days: YEAR,
    keptFor: '1 year',
    data: 'The guest register: each adult’s particulars, ID type and its kept part (Aadhaar: last four digits)',
    from: 'the guest’s departure',
    why: 'the police may inspect it; the Immigration and Foreigners rules (2025) ask at least a year',
    then: 'deleted unless still needed',
  },
  checkInRecords: {
    days: YEAR,
    keptFor: '1 year',
    data: 'The check-in record: ID type and number, passport and visa',
    from: 'the check-out',
    why: 'as the register',
    then: 'deleted',
  },
  formIIIReports: {
    days: YEAR,
    keptFor: '1 year',
    data: 'A foreign guest’s Form III report: the portal’s reference and when it was made',
    from: 'the report to the portal (one not yet reported is kept)',
    why: 'proof of reporting; the Immigration and Foreigners rules (2025) ask at least a year',
    then: 'deleted unless still needed',
  },
  taxDocuments: {
    days: 8 * YEAR,
    keptFor: '8 years',
    data: 'Tax invoices, receipt and refund vouchers, credit notes and their PDFs (with the buyer’s name and GSTIN)',
    from: 'the end of the financial year they were issued in',
    why: 'CGST Act s.36: 72 months from the due date of the year’s annual return (31 December after the year)',
    then: 'deleted',
  },
  privacyRequests: {
    days: 3 * YEAR,
    keptFor: '3 years',
    data: 'A guest’s privacy request (access, correction, erasure, complaint), its proof and the answer',
    from: 'the answer',
    why: 'proof of how the hotel answered, should the guest take it to the Data Protection Board',
    then: 'deleted',
  },
  accessLog: {
    days: ACCESS_LOG_RETENTION_DAYS,
    keptFor: '1 year',
    data: 'Who at the hotel read a guest’s personal data: the staff member, what, when, from where',
    from: 'the read',
    why: 'the DPDP Rules ask processing logs to be kept at least a year (breaches are looked into with them)',
    then: 'deleted',
  },
  contactMessages: {
    days: 180,
    keptFor: '180 days',
    data: 'A message sent on the contact form (name, email, what it says)',
    from: 'its arrival',
    why: 'time to answer it and to look back at the conversation',
    then: 'deleted',
  },
  outboxMessages: {
    days: 180,
    keptFor: '180 days',
    data: 'A message sent to a guest or family (recipient, what it was about) and its status',
    from: 'its final status',
    why: 'the guest’s “did you send it?” and the message log',
    then: 'deleted',
  },
  messagingConsent: {
    days: 3 * YEAR,
    keptFor: '3 years',
    data: 'A phone number’s WhatsApp choice, when and how it was given',
    from: 'the later of its last change and the number’s last stay or event (never while a message to it is kept)',
    why: 'proof of the consent the messages were sent under',
    then: 'deleted',
  },
  oneTimeCodes: {
    days: 1,
    keptFor: '1 day',
    data: 'A one-time code sent to a phone (kept as an HMAC) and its tries',
    from: 'its expiry',
    why: 'a look at abuse',
    then: 'deleted',
  },
  loginFailures: {
    days: 30,
    keptFor: '30 days',
    data: 'A failed staff sign-in (email tried, address)',
    from: 'the try',
    why: 'the sign-in rate limit and a look at an attack',
    then: 'deleted',
  },
  webhookEvents: {
    days: 90,
    keptFor: '90 days',
    data: 'A payment provider’s notice id',
    from: 'its arrival',
    why: 'far longer than the provider retries a delivery',
    then: 'deleted',
  },
  abuseCounters: {
    days: 7,
    keptFor: '7 days',
    data: 'Request counters per client address',
    from: 'their window’s start',
    why: 'far longer than any rate limit’s window',
    then: 'deleted',
  },
} as const satisfies Record<string, RetentionRule>;

/** How long each kind of data is kept, in days (RETENTION's `days`). */
export const RETENTION_DAYS = Object.fromEntries(Object.entries(RETENTION).map(([name, rule]) => [name, rule.days])) as {
  readonly [Name in keyof typeof RETENTION]: (typeof RETENTION)[Name]['days'];
};

/** README's "Data retention" table, printed from RETENTION. */
export function retentionTableMarkdown(): string {
  const rows = Object.values(RETENTION).map(
    (rule: RetentionRule) => `| ${rule.data} | ${rule.keptFor} | ${rule.from} | ${rule.then} | ${rule.why} |`,
  );
  return ['| what | kept for | counted from | then | why |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
