import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The guest register and Form III (issue 29): a row per adult of a stay, written at check-in and
 * given its departure at check-out (an Aadhaar's last four digits only, as guest_registration);
 * and a foreign guest's arrival and departure reports, each due 24 hours after the event, once
 * per row and kind. Earlier stays have no rows: the register begins with this release.
 */
export class GuestRegister1767000000000 implements MigrationInterface {
  name = 'GuestRegister1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "register_entry" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "position" smallint NOT NULL, "name" character varying(120) NOT NULL, "address" character varying(300) NOT NULL, "nationality" character varying(60) NOT NULL, "oci" boolean NOT NULL DEFAULT false, "coming_from" character varying(120) NOT NULL, "going_to" character varying(120) NOT NULL, "purpose" character varying(120) NOT NULL, "arrived_at" TIMESTAMP WITH TIME ZONE NOT NULL, "departed_at" TIMESTAMP WITH TIME ZONE, "id_type" character varying(30) NOT NULL, "id_number" character varying(40) NOT NULL, "form_iii" jsonb, "recorded_by" character varying(120) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "register_entry_departure_after_arrival" CHECK ("departed_at" IS NULL OR "departed_at" >= "arrived_at"), CONSTRAINT "register_entry_aadhaar_last_four" CHECK ("id_type" <> 'aadhaar' OR "id_number" ~ '^[0-9]{4}$'), CONSTRAINT "PK_23a14e46208b8cdbbc42ee9e1d8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f427dd65e6363b68528bfb9978" ON "register_entry" ("booking_id") `);
    await queryRunner.query(`CREATE INDEX "register_entry_arrived_at" ON "register_entry" ("arrived_at") `);
    await queryRunner.query(
      `CREATE TABLE "form_iii_report" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "register_entry_id" uuid NOT NULL, "kind" character varying(10) NOT NULL, "event_at" TIMESTAMP WITH TIME ZONE NOT NULL, "due_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" character varying(10) NOT NULL, "portal_reference" character varying(60), "reported_at" TIMESTAMP WITH TIME ZONE, "reported_by" character varying(120), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "form_iii_report_once" UNIQUE ("register_entry_id", "kind"), CONSTRAINT "form_iii_report_reported" CHECK ("status" <> 'reported' OR ("portal_reference" IS NOT NULL AND "reported_at" IS NOT NULL AND "reported_by" IS NOT NULL)), CONSTRAINT "PK_b647c93508a7fea17c341446dbf" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "form_iii_report_due" ON "form_iii_report" ("status", "due_at") `);
    await queryRunner.query(
      `ALTER TABLE "register_entry" ADD CONSTRAINT "FK_f427dd65e6363b68528bfb99787" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "form_iii_report" ADD CONSTRAINT "FK_b87820d6b47c1a8f55917ea3312" FOREIGN KEY ("register_entry_id") REFERENCES "register_entry"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "form_iii_report"`);
    await queryRunner.query(`DROP TABLE "register_entry"`);
  }
}
