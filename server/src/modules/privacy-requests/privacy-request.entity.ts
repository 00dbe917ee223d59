import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a guest asks of their personal data (DPDP Act 2023, ss.11–13). */
export enum PrivacyRequestKind {
  ACCESS = 'access',
  CORRECTION = 'correction',
  ERASURE = 'erasure',
  GRIEVANCE = 'grievance',
}
registerEnumType(PrivacyRequestKind, {
  name: 'PrivacyRequestKind',
  description: 'access: a copy of what the hotel keeps; correction; erasure; grievance: a complaint.',
});

export enum PrivacyRequestStatus {
  OPEN = 'open',
  DONE = 'done',
  REFUSED = 'refused',
}
registerEnumType(PrivacyRequestStatus, { name: 'PrivacyRequestStatus', description: 'open → done, or refused (with why).' });

/** How the guest showed the data is theirs. */
export type PrivacyProof = 'booking code and contact' | 'one-time code';

/** What an erasure did and what it kept (the owner's answer to the guest says the same). */
export interface ErasureReport {
  erased: string[];
  kept: Array<{ what: string; why: string }>;
}

/**
 * A guest's request about their personal data (issue 29, item 5): filed on /privacy/requests once
 * the guest proved who they are, answered within 90 days (DPDP Rules 2025), by the owner or the
 * manager from the admin's queue. An access request is answered at once and filed as done.
 */
@ObjectType({ description: 'A guest’s request about their personal data (admin).' })
@Entity('privacy_request')
@Index('privacy_request_open', ['status', 'dueAt'])
@Check('privacy_request_kind_known', `"kind" IN ('access', 'correction', 'erasure', 'grievance')`)
@Check('privacy_request_status_known', `"status" IN ('open', 'done', 'refused')`)
export class PrivacyRequest {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'What the guest quotes, e.g. "PR7K3QM2".' })
  @Column({ type: 'varchar', length: 12, unique: true })
  reference: string;

  @Field(() => PrivacyRequestKind)
  @Column({ type: 'varchar', length: 12 })
  kind: PrivacyRequestKind;

  @Field(() => PrivacyRequestStatus)
  @Column({ type: 'varchar', length: 10 })
  status: PrivacyRequestStatus;

  @Field({ description: 'The contact the guest proved: an email or a phone in E.164.' })
  @Column({ type: 'varchar', length: 254 })
  contact: string;

  @Field(() => String, { description: '"booking code and contact" or "one-time code".' })
  @Column({ type: 'varchar', length: 30 })
  proof: PrivacyProof;

  @Field(() => [String], { description: 'The booking codes the request covers.' })
  @Column({ type: 'jsonb' })
  bookCodes: string[];

  @Field(() => String, { nullable: true, description: 'What the guest wrote.' })
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Field()
  @Column({ type: 'timestamptz' })
  receivedAt: Date;

  @Field({ description: '90 days after it was received.' })
  @Column({ type: 'timestamptz' })
  dueAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 120, nullable: true })
  resolvedBy: string | null;

  @Field(() => String, { nullable: true, description: 'The answer to the guest.' })
  @Column({ type: 'text', nullable: true })
  resolution: string | null;

  /** An erasure's report (what went, what was kept and why). */
  @Column({ type: 'jsonb', nullable: true })
  erasure: ErasureReport | null;
}
