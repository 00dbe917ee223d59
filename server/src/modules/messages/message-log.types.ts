import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../../graphql/user-error';
import { MessageChannel, MessageKind, MessageLanguage, MessageStatus } from './message-kinds';
import { maskContactsIn, maskedRecipient, resendRefusal } from './message-log.service';
import { ConsentSource, MessagingConsent } from './messaging-consent.entity';
import { OutboxMessage } from './outbox-message.entity';

registerEnumType(MessageStatus, {
  name: 'MessageStatus',
  description: 'Where a message stands: queued → sending → sent → delivered → read, or failed.',
});
registerEnumType(MessageChannel, { name: 'MessageChannel', description: 'How a message travels.' });
registerEnumType(MessageKind, {
  name: 'MessageKind',
  description: 'Which template a message is (one per thing the hotel tells).',
});
registerEnumType(MessageLanguage, { name: 'MessageLanguage', description: 'The language a message goes out in.' });
registerEnumType(ConsentSource, {
  name: 'ConsentSource',
  description: 'Where a consent choice (WhatsApp updates, or offers and news) came from.',
});

@ObjectType('Message', { description: 'One message of the log (mail, WhatsApp or SMS), as the staff read it.' })
export class MessageView {
  @Field(() => ID) id: string;
  @Field(() => MessageKind) kind: MessageKind;
  @Field(() => MessageChannel) channel: MessageChannel;
  @Field({ description: 'Masked: am***@example.in, ******2233. Message text never carries more than this.' })
  recipient: string;
  @Field(() => MessageLanguage) language: MessageLanguage;
  @Field(() => MessageStatus) status: MessageStatus;
  @Field(() => Int, { description: 'Sends tried so far.' }) attempts: number;
  @Field(() => String, {
    nullable: true,
    description: 'The last failure, as the provider said it (an email address or phone number in it masked).',
  })
  lastError: string | null;
  @Field(() => String, { nullable: true, description: 'The provider’s id: WhatsApp’s wamid…, the mail’s Message-ID.' })
  providerMessageId: string | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
  @Field({ description: 'When the status last changed.' }) statusAt: Date;
  @Field(() => ID, { nullable: true }) bookingId: string | null;
  @Field(() => ID, { nullable: true }) eventId: string | null;
  @Field({ description: 'Whether "Send again" may be asked (not while it is on its way, never for a one-time code).' })
  canSendAgain: boolean;
}

/** A row of the outbox as the log shows it: the recipient masked. */
export function presentMessage(message: OutboxMessage): MessageView {
  return {
    id: message.id,
    kind: message.kind,
    channel: message.channel,
    recipient: maskedRecipient(message),
    language: message.language,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError === null ? null : maskContactsIn(message.lastError),
    providerMessageId: message.providerMessageId,
    createdAt: message.createdAt,
    sentAt: message.sentAt,
    statusAt: message.statusAt,
    bookingId: message.bookingId,
    eventId: message.eventId,
    canSendAgain: resendRefusal(message) === undefined,
  };
}

@ObjectType('MessageFailures', { description: 'The messages that failed (the Today board): how many, and the newest.' })
export class MessageFailuresView {
  @Field(() => Int) total: number;
  @Field(() => [MessageView]) items: MessageView[];
}

@ObjectType('MessagingConsent', {
  description: 'A phone number’s choice about WhatsApp updates from the hotel (the last one wins).',
})
export class MessagingConsentView {
  @Field({ description: 'E.164.' }) phone: string;
  @Field({ description: 'True: WhatsApp updates; false: none (mail, and SMS only for codes).' }) whatsapp: boolean;
  @Field(() => ConsentSource) source: ConsentSource;
  @Field() changedAt: Date;
  @Field({ description: '"guest", or the staff member who recorded it.' }) changedBy: string;
  @Field(() => ID, { nullable: true, description: 'The booking whose form carried the choice.' }) bookingId: string | null;
  @Field(() => ID, { nullable: true, description: 'The banquet event whose enquiry carried the choice.' }) eventId: string | null;
}

export function presentConsent(consent: MessagingConsent): MessagingConsentView {
  return { ...consent };
}

@ObjectType('MessagingConsentPayload', { description: 'Answer of setMessagingConsent.' })
export class MessagingConsentPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => MessagingConsentView, { nullable: true }) consent?: MessagingConsentView;
}
