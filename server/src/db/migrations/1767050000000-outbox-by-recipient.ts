import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A recipient's messages of a kind by time: a reminder (pre-arrival, milestone due) goes to one
 * recipient at most once a day, which GuestMessages asks before each is queued (issue 28).
 */
export class OutboxByRecipient1767050000000 implements MigrationInterface {
  name = 'OutboxByRecipient1767050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "outbox_message_by_recipient" ON "outbox_message" ("recipient", "kind", "created_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."outbox_message_by_recipient"`);
  }
}
