import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { queryResult } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { MessageStatus } from './message-kinds';
import { DEFAULT_PAGE, MAX_PAGE } from './message-log.service';
import { MessageFailuresView, MessageView, presentMessage } from './message-log.types';

/** The message log (admin): a stay's or an event's messages, or all by status; the failures; "Send again". */
@Resolver()
export class MessageLogResolver {
  constructor(private readonly services: Pick<Services, 'messageLog'>) {}

  @Authorized()
  @Query(() => [MessageView], {
    description: `The message log, newest first (admin): a booking's or an event's messages, or all, by status. A page is \`first\` messages (${DEFAULT_PAGE} unless asked, at most ${MAX_PAGE}); the next page is asked with \`after\`: the id of the last message of the page before.`,
  })
  async messages(
    @Arg('bookingId', () => ID, { nullable: true }) bookingId?: string,
    @Arg('eventId', () => ID, { nullable: true }) eventId?: string,
    @Arg('status', () => MessageStatus, { nullable: true }) status?: MessageStatus,
    @Arg('first', () => Int, { nullable: true, description: `1 to ${MAX_PAGE}; ${DEFAULT_PAGE} unless asked.` }) first?: number,
    @Arg('after', () => ID, { nullable: true, description: 'The last message of the page before.' }) after?: string,
  ): Promise<MessageView[]> {
    const list = await queryResult(() => this.services.messageLog.list({ bookingId, eventId, status, first, after }));
    return list.map(presentMessage);
  }

  @Authorized()
  @Query(() => MessageFailuresView, {
    description:
      'Messages that failed (the Today board): failed, or queued and still failing an hour after they were queued; from the last 7 days, leaving out those sent again. Newest first.',
  })
  async failedMessages(
    @Arg('first', () => Int, { defaultValue: 10, description: `1 to ${MAX_PAGE}.` }) first: number,
  ): Promise<MessageFailuresView> {
    const failures = await queryResult(() => this.services.messageLog.failures(first));
    return { total: failures.total, items: failures.items.map(presentMessage) };
  }

  @Authorized()
  @Mutation(() => MessageView, {
    description:
      'Sends a message of the log again: queues a copy (key resend:<id>:<n>), at most 3 times in 24 hours per message; audited. Refused (BAD_USER_INPUT) while it is on its way, for a one-time code, and on WhatsApp to a number not opted in.',
  })
  async resendMessage(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<MessageView> {
    return presentMessage(await queryResult(() => this.services.messageLog.resend(adminActor(context.admin!), id)));
  }
}
