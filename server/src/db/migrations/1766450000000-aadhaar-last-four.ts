import { MigrationInterface, QueryRunner } from 'typeorm';
import { maskAadhaarNumbersIn } from '../../shared/pure/aadhaar';

/** The free texts the desk and the admin area write, where a clerk may have copied an Aadhaar number. */
const FREE_TEXTS = [
  { table: 'guest_registration', column: 'note' },
  { table: 'booking', column: 'notes' },
  { table: 'payment', column: 'note' },
  { table: 'audit_entry', column: 'detail' },
] as const;

/**
 * Aadhaar numbers are kept as their last four digits only (docs/guest-ids.md). Check-in kept all
 * 12 digits before: each registration keeps its last four, and the database refuses anything else
 * for an Aadhaar from now on. An Aadhaar number named as one in the free texts (a registration's
 * note, a booking's notes, a payment's note, the audit log) is masked to XXXX XXXX and its last
 * four. Issued tax documents never held one (and are never edited).
 */
export class AadhaarLastFour1766450000000 implements MigrationInterface {
  name = 'AadhaarLastFour1766450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "guest_registration" SET "id_number" = right(regexp_replace("id_number", '[^0-9]', '', 'g'), 4) WHERE "id_type" = 'aadhaar'`,
    );
    await queryRunner.query(
      `ALTER TABLE "guest_registration" ADD CONSTRAINT "guest_registration_aadhaar_last_four" CHECK ("id_type" <> 'aadhaar' OR "id_number" ~ '^[0-9]{4}$')`,
    );
    for (const { table, column } of FREE_TEXTS) {
      const rows = (await queryRunner.query(
        `SELECT "id", "${column}" AS "text" FROM "${table}"
         WHERE "${column}" ~* '(aadhaa?r|adhaa?r|uid)' AND "${column}" ~ '[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{4}'`,
      )) as { id: string; text: string }[];
      for (const row of rows) {
        const masked = maskAadhaarNumbersIn(row.text);
        if (masked !== row.text)
          await queryRunner.query(`UPDATE "${table}" SET "${column}" = $1 WHERE "id" = $2`, [masked, row.id]);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The digits that were dropped are gone: only the constraint goes.
    await queryRunner.query(`ALTER TABLE "guest_registration" DROP CONSTRAINT "guest_registration_aadhaar_last_four"`);
  }
}
