import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's WhatsApp number for alerts (issue 28): new bookings, enquiries, cancellations and
 * payment problems go there beside the alerts email. Optional (NULL: alerts by mail only), E.164,
 * never shown to guests.
 */
export class OwnerAlertsPhone1766900000300 implements MigrationInterface {
  name = 'OwnerAlertsPhone1766900000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "hotel_profile" ADD "alerts_phone" character varying(16)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "hotel_profile" DROP COLUMN "alerts_phone"`);
  }
}
