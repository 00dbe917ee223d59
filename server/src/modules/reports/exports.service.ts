import { DataSource } from 'typeorm';
import { Booking } from '../bookings';
import { LedgerFilter, LedgerService } from '../billing';
import { toCsv } from './csv';

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Spreadsheets for the owner and the accountant. */
export class ExportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
  ) {}

  async bookingsCsv(): Promise<string> {
    const bookings = await this.dataSource
      .getRepository(Booking)
      .find({ relations: { lines: true }, order: { createdAt: 'DESC' } });
    return toCsv(
      [
        'Booking code',
        'Guest',
        'Email',
        'Phone',
        'Check-in',
        'Check-out',
        'Nights',
        'Rooms',
        'Total (INR)',
        'Status',
        'Payment status',
        'Payment method',
        'Booked at',
      ],
      bookings.map((b) => [
        b.bookCode,
        b.userName,
        b.userEmail,
        b.userPhone,
        b.checkIn,
        b.checkOut,
        b.nights,
        b.lines.map((line) => line.roomName).join('; '),
        rupees(b.totalPaise),
        b.status,
        b.paymentStatus,
        b.paymentMethod ?? '',
        b.createdAt,
      ]),
    );
  }

  /**
   * The ledger, one row an entry. Columns are only ever added at the end, so spreadsheets built on
   * the earlier ones keep working. "Received" is what the entry adds to the money received (0 for
   * a pay-at-hotel promise, which is no money); "Due at hotel" is what an open promise's booking
   * still owes. Summed, Received less Refunded is the ledger's net.
   */
  async paymentsCsv(filter: LedgerFilter): Promise<string> {
    const { entries } = await this.ledger.list(filter);
    return toCsv(
      [
        'Date',
        'Booking code',
        'Guest',
        'Provider',
        'Method',
        'Status',
        'Amount (INR)',
        'Refunded (INR)',
        'Order id',
        'Payment id',
        'Failure reason',
        'Receipt number',
        'Method reference',
        'Recorded by',
        'Received (INR)',
        'Due at hotel (INR)',
        'Note',
      ],
      entries.map(({ payment, ...entry }) => [
        payment.createdAt,
        // The entry keeps the code: an event's reference, a deleted booking's code.
        payment.bookCode,
        entry.guestName ?? '',
        payment.provider,
        payment.method ?? '',
        payment.status,
        rupees(payment.amountPaise),
        rupees(payment.refundedPaise),
        payment.razorpayOrderId ?? '',
        payment.razorpayPaymentId ?? '',
        payment.failureReason ?? '',
        entry.receiptNumber,
        entry.methodReference,
        payment.recordedBy,
        rupees(entry.receivedPaise),
        entry.dueAtHotelPaise === null ? '' : rupees(entry.dueAtHotelPaise),
        payment.note,
      ]),
    );
  }
}
