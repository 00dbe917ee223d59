import { formatRate } from '../../pricing';
import { TaxDocumentKind } from './tax-document.entity';

/** How each kind of document names itself: the title (English / Hindi) and the rule it follows. */
export interface KindWords {
  /** "Tax Invoice": the first line of the title, the subject of its mail. */
  title: string;
  /** The same title in Hindi, printed after the English one. */
  hindi: string;
  /** "Invoice number", "Credit note number"... */
  numberLabel: string;
  dateLabel: string;
  /** Of the file name and the mail: "tax invoice", "credit note"... */
  lower: string;
}

export const KIND_WORDS: Record<TaxDocumentKind, KindWords> = {
  invoice: {
    title: 'Tax Invoice',
    hindi: 'कर बीजक',
    numberLabel: 'Invoice number',
    dateLabel: 'Invoice date',
    lower: 'tax invoice',
  },
  credit_note: {
    title: 'Credit Note',
    hindi: 'क्रेडिट नोट',
    numberLabel: 'Credit note number',
    dateLabel: 'Credit note date',
    lower: 'credit note',
  },
  receipt_voucher: {
    title: 'Receipt Voucher',
    hindi: 'प्राप्ति वाउचर',
    numberLabel: 'Voucher number',
    dateLabel: 'Voucher date',
    lower: 'receipt voucher',
  },
  refund_voucher: {
    title: 'Refund Voucher',
    hindi: 'प्रतिदाय वाउचर',
    numberLabel: 'Voucher number',
    dateLabel: 'Voucher date',
    lower: 'refund voucher',
  },
};

/** The kind in words for people ("Tax invoice", "Credit note"...). */
export function kindInWords(kind: TaxDocumentKind): string {
  const { lower } = KIND_WORDS[kind];
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** A document's file name: its number with the slashes made dashes ("AR-26-27-0001.pdf"). */
export function documentFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,25,000.00: always with paise, as accounts print money. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '−' : '';
  return `${sign}₹${grouping.format(Math.abs(paise) / 100)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "24 Nov 2026" for a YYYY-MM-DD date, whatever the server's zone. */
export function documentDate(calendarDate: string): string {
  const [year, month, day] = calendarDate.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** GST at `rateBp` splits in two: "2.5%" of CGST and "2.5%" of SGST for 5%. */
export function halfRate(rateBp: number): string {
  return formatRate(rateBp / 2);
}

export { formatRate };

const METHOD_WORDS: Record<string, string> = {
  online: 'Online',
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  emi: 'EMI',
  cardless_emi: 'Cardless EMI',
  paylater: 'Pay later',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cod: 'At the hotel',
  ota: 'Collected by the OTA',
};

/** How money was paid, in words ("UPI", "Cash"). */
export function methodInWords(method: string | null): string {
  return method ? (METHOD_WORDS[method] ?? method) : 'Online';
}
