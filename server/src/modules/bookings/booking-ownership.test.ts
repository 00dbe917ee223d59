import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The booking lifecycle is the only writer of booking, booking_line and booking_pax rows: every
 * other module asks it to move a booking. This reads the server's source and fails on a write
 * anywhere else (TypeORM calls naming the entities, or SQL against the tables).
 */
const SRC = path.resolve(__dirname, '../..');
const OWNER = path.join(SRC, 'modules', 'bookings', 'booking-lifecycle.service.ts');

const ORM_WRITE =
  /\.(save|insert|update|upsert|delete|remove|softDelete|restore|increment|decrement)\(\s*(Booking|BookingLine|BookingPax)\b/;
const REPOSITORY_WRITE =
  /getRepository\(\s*(Booking|BookingLine|BookingPax)\s*\)\s*\.\s*(save|insert|update|upsert|delete|remove|softDelete|restore|increment|decrement)\(/;
const BUILDER_WRITE = /\.(update|delete|insert)\(\)\s*\.\s*(from|into)?\(?\s*(Booking|BookingLine|BookingPax)\b/;
const SQL_WRITE = /\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+"?(booking|booking_line|booking_pax)"?\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

export function bookingWrites(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => [ORM_WRITE, REPOSITORY_WRITE, BUILDER_WRITE, SQL_WRITE].some((pattern) => pattern.test(line)))
    .map((line) => line.trim());
}

describe('the booking lifecycle owns booking rows', () => {
  it('is the only place that writes bookings, their lines and their guests', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => file !== OWNER)
      .flatMap((file) => bookingWrites(readFileSync(file, 'utf8')).map((line) => `${path.relative(SRC, file)}: ${line}`));
    expect(offenders).toEqual([]);
  });

  it('recognises the writes it forbids', () => {
    expect(bookingWrites(`await manager.save(Booking, booking);`)).toHaveLength(1);
    expect(bookingWrites(`await manager.update(BookingLine, { bookingId }, { blocksRoom: false });`)).toHaveLength(1);
    expect(bookingWrites(`await this.dataSource.getRepository(Booking).delete({ id });`)).toHaveLength(1);
    expect(bookingWrites("await manager.query(`UPDATE booking SET status = 'expired'`);")).toHaveLength(1);
    expect(bookingWrites('DELETE FROM booking_line WHERE id = $1')).toHaveLength(1);
    expect(bookingWrites(`await manager.save(Payment, attempt);`)).toEqual([]);
    expect(bookingWrites(`const booking = await manager.findOne(Booking, { where: { id } });`)).toEqual([]);
  });
});
