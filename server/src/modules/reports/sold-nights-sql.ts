import { BookingStatus } from '../bookings';

/** Statuses whose nights were sold: the guest had the room (or, for a no-show, its first night). */
const SOLD_STATUSES: readonly BookingStatus[] = [
  BookingStatus.CONFIRMED,
  BookingStatus.CHECKED_IN,
  BookingStatus.CHECKED_OUT,
  BookingStatus.NO_SHOW,
];

/** The parameters $3 and $4 of SOLD_NIGHTS ($1 and $2 are the first and last night of the range). */
export const SOLD_NIGHTS_PARAMETERS = [SOLD_STATUSES, BookingStatus.NO_SHOW] as const;

/**
 * The nights sold on each day of [$1, $2] (both included), as common table expressions for the
 * statements of the reports (`WITH ${SOLD_NIGHTS}, …`): `days`, `sold_lines` and `sold`, a row
 * per night sold with its room, its booking's channel and OTA commission, and its revenue.
 *
 * A night is sold when its booking line's booking is confirmed, checked in, checked out or a
 * no-show. Checking out early and a no-show shorten the line (the lifecycle frees the later
 * nights), so those nights are not sold. A night's revenue is the line's amount spread over the
 * booking's nights, to the paisa (the first nights take the odd paise), so a stay's nights add up
 * to exactly what it cost. A no-show sells only its first night, and its revenue is what the
 * cancellation policy kept (the booking's total after markNoShow), shared among its rooms.
 */
export const SOLD_NIGHTS = `
  days AS (
    SELECT $1::date + offs AS day FROM generate_series(0, $2::date - $1::date) AS offs
  ),
  sold_lines AS (
    SELECT line.room_id, line.check_in, line.check_out, line.amount_paise, line.taxable_paise, b.status,
      b.check_in AS stay_from, b.nights, b.total_paise, b.channel, b.ota_commission_bp,
      sum(line.amount_paise) OVER (PARTITION BY line.booking_id) AS lines_paise
    FROM booking_line line
    JOIN booking b ON b.id = line.booking_id
    WHERE b.status = ANY($3::text[]) AND line.check_in <= $2::date AND line.check_out > $1::date
  ),
  sold AS (
    SELECT days.day, sold_lines.room_id, sold_lines.channel, sold_lines.ota_commission_bp,
      sold_lines.amount_paise AS line_paise, sold_lines.taxable_paise AS line_taxable_paise,
      CASE WHEN sold_lines.status = $4
        THEN CASE WHEN sold_lines.lines_paise = 0 THEN 0
                  ELSE sold_lines.amount_paise::bigint * sold_lines.total_paise / sold_lines.lines_paise END
        ELSE sold_lines.amount_paise / sold_lines.nights
          + CASE WHEN days.day - sold_lines.stay_from < sold_lines.amount_paise % sold_lines.nights THEN 1 ELSE 0 END
      END AS revenue_paise
    FROM sold_lines
    JOIN days ON days.day >= sold_lines.check_in AND days.day < sold_lines.check_out
    WHERE sold_lines.status <> $4 OR days.day = sold_lines.stay_from
  )`;
