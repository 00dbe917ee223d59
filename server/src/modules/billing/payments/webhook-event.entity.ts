import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A provider webhook already handled, by its x-razorpay-event-id: a repeat changes nothing. */
@Entity('webhook_event')
export class WebhookEvent {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  event: string;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
