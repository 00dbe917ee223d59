import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a contact message is about; the GraphQL names are the keys, the stored values the strings. */
export const InquiryType = {
  GENERAL: 'general',
  BOOKING: 'booking',
  CANCELLATION: 'cancellation',
  TECHNICAL: 'technical',
  BILLING: 'billing',
  COMPLAINT: 'complaint',
  FEEDBACK: 'feedback',
} as const;
export type InquiryType = (typeof InquiryType)[keyof typeof InquiryType];
export const INQUIRY_TYPES: readonly InquiryType[] = Object.values(InquiryType);

registerEnumType(InquiryType, { name: 'ContactInquiryType', description: 'What a contact message is about.' });

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

  @Field(() => InquiryType)
  @Column({ type: 'varchar', length: 20, default: 'general' })
  inquiryType: InquiryType;

  @Field({ description: 'Which form sent it: landing or contact-page.' })
  @Column({ type: 'varchar', length: 20 })
  source: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
