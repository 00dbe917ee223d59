import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/*
 * The simulated provider's own books, standing in for Razorpay's side: its orders, payments and
 * refunds. Only the simulator reads and writes these tables.
 */

@Entity('simulated_order')
export class SimulatedOrder {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'integer' })
  amountPaise: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 64 })
  receipt: string;

  /** created, attempted or paid, as Razorpay's orders. */
  @Column({ type: 'varchar', length: 20 })
  status: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

@Entity('simulated_payment')
export class SimulatedPayment {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Index()
  @Column({ type: 'varchar', length: 64 })
  orderId: string;

  @Column({ type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 20 })
  method: string;

  /** captured or failed. */
  @Column({ type: 'varchar', length: 20 })
  status: string;

  @Column({ type: 'integer', default: 0 })
  refundedPaise: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

@Entity('simulated_refund')
export class SimulatedRefund {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Index()
  @Column({ type: 'varchar', length: 64 })
  paymentId: string;

  @Column({ type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  idempotencyKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
