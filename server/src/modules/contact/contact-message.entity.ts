import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const INQUIRY_TYPES = ['general', 'booking', 'cancellation', 'technical', 'billing', 'complaint', 'feedback'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

@ObjectType({ description: 'A message sent through a contact form.' })
@Entity('contact_message')
export class ContactMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  subject: string | null;

  @Field()
  @Column({ type: 'text' })
  message: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 20, default: 'general' })
  inquiryType: InquiryType;

  @Field({ description: 'Which form sent it: landing or contact-page.' })
  @Column({ type: 'varchar', length: 20 })
  source: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
