import { EntityManager } from 'typeorm';
import { HOTEL_TIME_ZONE } from '../../shared/dates';
import type { FormIIIParticulars } from './form-iii-particulars';

/** A register row as the register page, its PDF and the Form III sheet read it: the entry and its stay. */
export interface RegisterRow {
  id: string;
  bookingId: string;
  bookCode: string;
  /** The stay's rooms, e.g. "101, 102". */
  rooms: string;
  name: string;
  address: string;
  nationality: string;
  oci: boolean;
  comingFrom: string;
  goingTo: string;
  purpose: string;
  arrivedAt: Date;
  departedAt: Date | null;
  idType: string;
  idNumber: string;
  formIII: FormIIIParticulars | null;
}

const ID_WORDS: Record<string, string> = {
  aadhaar: 'Aadhaar',
  passport: 'Passport',
  driving_licence: 'Driving licence',
  voter_id: 'Voter ID',
  pan: 'PAN',
  other: 'ID',
};

/** The ID as the register prints it: "Aadhaar XXXX XXXX 1234", "Passport Z1234567". */
export function idShown(row: Pick<RegisterRow, 'idType' | 'idNumber'>): string {
  const words = ID_WORDS[row.idType] ?? 'ID';
  return row.idType === 'aadhaar' ? `${words} XXXX XXXX ${row.idNumber}` : `${words} ${row.idNumber}`;
}

const SELECT_ROWS = `
  SELECT e.id, e.booking_id AS "bookingId", b.book_code AS "bookCode",
    coalesce((SELECT string_agg(DISTINCT l.room_name, ', ') FROM booking_line l WHERE l.booking_id = e.booking_id), '') AS rooms,
    e.name, e.address, e.nationality, e.oci, e.coming_from AS "comingFrom", e.going_to AS "goingTo", e.purpose,
    e.arrived_at AS "arrivedAt", e.departed_at AS "departedAt", e.id_type AS "idType", e.id_number AS "idNumber",
    e.form_iii AS "formIII"
  FROM register_entry e JOIN booking b ON b.id = e.booking_id`;

/** The rows of guests who arrived from `from` to `to` (hotel dates, both included), in arrival order. */
export function rowsArrivedBetween(manager: EntityManager, from: string, to: string): Promise<RegisterRow[]> {
  return manager.query(
    `${SELECT_ROWS}
     WHERE (e.arrived_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date BETWEEN $1 AND $2
     ORDER BY e.arrived_at, b.book_code, e.position`,
    [from, to],
  );
}

/** The rows of the given ids. */
export async function rowsOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, RegisterRow>> {
  if (ids.length === 0) return new Map();
  const rows: RegisterRow[] = await manager.query(`${SELECT_ROWS} WHERE e.id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}
