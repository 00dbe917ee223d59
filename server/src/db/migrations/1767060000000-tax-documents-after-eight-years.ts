import { MigrationInterface, QueryRunner } from 'typeorm';

const REFUSAL = `RAISE EXCEPTION 'An issued tax document is never edited or deleted: issue a credit note instead';`;

/**
 * Tax documents stay as issued, and now go when the law no longer asks to keep them (issue 29,
 * the retention table): the daily purge may delete one whose financial year ended more than eight
 * years before the day it names (`hotel.retention_today`, set for its own transaction only). Any
 * other change or deletion is still refused by the database.
 */
export class TaxDocumentsAfterEightYears1767060000000 implements MigrationInterface {
  name = 'TaxDocumentsAfterEightYears1767060000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION tax_document_never_edited() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE'
           AND make_date(extract(year FROM OLD.issue_date + interval '9 months')::int, 3, 31) + interval '8 years'
               < nullif(current_setting('hotel.retention_today', true), '')::date THEN
          RETURN OLD;
        END IF;
        ${REFUSAL}
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION tax_document_never_edited() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${REFUSAL}
      END $$`);
  }
}
