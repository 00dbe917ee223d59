import { MigrationInterface, QueryRunner } from 'typeorm';

/** Payment reminders mailed to an event's customer, one row each, so each goes once. */
export class EventReminders1765400000000 implements MigrationInterface {
  name = 'EventReminders1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "event_reminder" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "step_label" character varying(60) NOT NULL, "due_date" date NOT NULL, "kind" character varying(8) NOT NULL, "amount_paise" integer NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "event_reminder_kind_known" CHECK ("kind" IN ('ahead', 'due')), CONSTRAINT "PK_4f47c638b8b0d753b62e56ee850" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "event_reminder_once" ON "event_reminder" ("event_id", "due_date", "kind")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."event_reminder_once"`);
    await queryRunner.query(`DROP TABLE "event_reminder"`);
  }
}
