import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages (issue 28): the transactional outbox every message goes through (mail, WhatsApp, SMS),
 * and each phone number's WhatsApp consent. A message row is written in the transaction of the
 * event that causes it; the worker takes due rows (`outbox_message_due`) and the unique
 * idempotency key keeps one event from queueing the same message twice.
 */
export class MessageOutbox1766900000000 implements MigrationInterface {
  name = 'MessageOutbox1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outbox_message" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "idempotency_key" character varying(200) NOT NULL, "kind" character varying(40) NOT NULL, "channel" character varying(10) NOT NULL, "recipient" character varying(320) NOT NULL, "language" character varying(5) NOT NULL DEFAULT 'en', "booking_id" uuid, "event_id" uuid, "params" jsonb NOT NULL DEFAULT '{}', "status" character varying(12) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL, "lease_until" TIMESTAMP WITH TIME ZONE, "last_error" character varying(1000), "provider_message_id" character varying(200), "fallback_of_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE, "status_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "outbox_message_attempts" CHECK ("attempts" >= 0), CONSTRAINT "PK_2f36ee5236f2793f3e7bd554589" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "outbox_message_idempotency_key" ON "outbox_message" ("idempotency_key") `);
    await queryRunner.query(`CREATE INDEX "IDX_787ec4f9085592473abf4ed72f" ON "outbox_message" ("booking_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7f18a4003f825f44269f1693c3" ON "outbox_message" ("event_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c910c27c92d8e7f8c832465097" ON "outbox_message" ("provider_message_id") `);
    await queryRunner.query(`CREATE INDEX "outbox_message_due" ON "outbox_message" ("status", "next_attempt_at") `);
    await queryRunner.query(
      `CREATE TABLE "messaging_consent" ("phone" character varying(20) NOT NULL, "whatsapp" boolean NOT NULL, "source" character varying(20) NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "changed_by" character varying(200) NOT NULL, "booking_id" uuid, "event_id" uuid, CONSTRAINT "messaging_consent_pkey" PRIMARY KEY ("phone"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_message" ADD CONSTRAINT "FK_787ec4f9085592473abf4ed72f3" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_message" ADD CONSTRAINT "FK_7f18a4003f825f44269f1693c31" FOREIGN KEY ("event_id") REFERENCES "banquet_event"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_message" ADD CONSTRAINT "FK_e89770a12fd26df4242ac5165de" FOREIGN KEY ("fallback_of_id") REFERENCES "outbox_message"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messaging_consent" ADD CONSTRAINT "FK_948a20dd57e63c1ec0789a9ccf0" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messaging_consent" ADD CONSTRAINT "FK_cc63aefeb28e4b8cbeda2120b2c" FOREIGN KEY ("event_id") REFERENCES "banquet_event"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "messaging_consent"`);
    await queryRunner.query(`DROP TABLE "outbox_message"`);
  }
}
