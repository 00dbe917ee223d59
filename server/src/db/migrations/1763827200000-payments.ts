import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments: one provider order per booking (booking.razorpay_order_id), any number of attempts
 * per order in the ledger (payment), refunds with idempotency keys, webhook events seen (so a
 * repeated delivery changes nothing), and the simulated provider's own books.
 */
export class Payments1763827200000 implements MigrationInterface {
  name = 'Payments1763827200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "refund" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "payment_id" uuid NOT NULL, "amount_paise" integer NOT NULL, "reason" character varying(20) NOT NULL, "status" character varying(20) NOT NULL, "idempotency_key" character varying(64) NOT NULL, "provider_refund_id" character varying(64), "failure_reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_f608f1c7f177b7fd3f282c32194" UNIQUE ("idempotency_key"), CONSTRAINT "UQ_d19aea4fd48317de3644b8589dc" UNIQUE ("provider_refund_id"), CONSTRAINT "refund_amount_positive" CHECK ("amount_paise" > 0), CONSTRAINT "PK_f1cefa2e60d99b206c46c1116e5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ae06cda9e0734e1fa60168cc83" ON "refund" ("booking_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_8e116348330845195dc5b1585f" ON "refund" ("payment_id") `);
    await queryRunner.query(
      `CREATE TABLE "simulated_order" ("id" character varying(64) NOT NULL, "amount_paise" integer NOT NULL, "currency" character(3) NOT NULL, "receipt" character varying(64) NOT NULL, "status" character varying(20) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2321f17ce30bd709eb678b7b1b2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "simulated_payment" ("id" character varying(64) NOT NULL, "order_id" character varying(64) NOT NULL, "amount_paise" integer NOT NULL, "method" character varying(20) NOT NULL, "status" character varying(20) NOT NULL, "refunded_paise" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f1c4406dd7f6af14aea934688e0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4f51803f9b08698c04e2e8678d" ON "simulated_payment" ("order_id") `);
    await queryRunner.query(
      `CREATE TABLE "simulated_refund" ("id" character varying(64) NOT NULL, "payment_id" character varying(64) NOT NULL, "amount_paise" integer NOT NULL, "idempotency_key" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_622de7055fc30c15d9a2511d728" UNIQUE ("idempotency_key"), CONSTRAINT "PK_11389b6385b56ec6414fc37d7ab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_23d6f1498d0170d0b712dcdba7" ON "simulated_refund" ("payment_id") `);
    await queryRunner.query(
      `CREATE TABLE "webhook_event" ("id" character varying(64) NOT NULL, "event" character varying(40) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0f56d2f40f5ec823acf8e8edad1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "booking" ADD "razorpay_order_id" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "booking" ADD CONSTRAINT "UQ_6b347688e12b3d9319257799777" UNIQUE ("razorpay_order_id")`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "UQ_a9eceba48e03ea734a3204e9e29"`);
    await queryRunner.query(`CREATE INDEX "IDX_a9eceba48e03ea734a3204e9e2" ON "payment" ("razorpay_order_id") `);
    await queryRunner.query(
      `ALTER TABLE "refund" ADD CONSTRAINT "FK_8e116348330845195dc5b1585fc" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refund" DROP CONSTRAINT "FK_8e116348330845195dc5b1585fc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a9eceba48e03ea734a3204e9e2"`);
    await queryRunner.query(`ALTER TABLE "payment" ADD CONSTRAINT "UQ_a9eceba48e03ea734a3204e9e29" UNIQUE ("razorpay_order_id")`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "UQ_6b347688e12b3d9319257799777"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "razorpay_order_id"`);
    await queryRunner.query(`DROP TABLE "webhook_event"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_23d6f1498d0170d0b712dcdba7"`);
    await queryRunner.query(`DROP TABLE "simulated_refund"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4f51803f9b08698c04e2e8678d"`);
    await queryRunner.query(`DROP TABLE "simulated_payment"`);
    await queryRunner.query(`DROP TABLE "simulated_order"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8e116348330845195dc5b1585f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ae06cda9e0734e1fa60168cc83"`);
    await queryRunner.query(`DROP TABLE "refund"`);
  }
}
