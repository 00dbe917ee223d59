import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, queryResult } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { MessagingConsentPayload, MessagingConsentView, presentConsent } from './message-log.types';
import { CONSENT_REASON_MAX, CONSENT_REASON_MIN } from './messaging-consent.service';

/** A guest's WhatsApp choice on the booking and event pages (admin): read, and changed at the guest's request. */
@Resolver()
export class MessagingConsentResolver {
  constructor(private readonly services: Pick<Services, 'messagingConsent'>) {}

  @Authorized()
  @Query(() => MessagingConsentView, {
    nullable: true,
    description: 'A phone number’s WhatsApp choice (admin); null when it has none on record (no WhatsApp).',
  })
  async messagingConsent(@Arg('phone', () => String) phone: string): Promise<MessagingConsentView | null> {
    const consent = await queryResult(() => this.services.messagingConsent.choiceOf(phone));
    return consent && presentConsent(consent);
  }

  @Authorized()
  @Mutation(() => MessagingConsentPayload, {
    description: `Changes a guest's WhatsApp choice because the guest asked (admin), with what they asked in ${CONSENT_REASON_MIN} to ${CONSENT_REASON_MAX} characters; audited "at the guest's request: <reason>".`,
  })
  setMessagingConsent(
    @Arg('phone', () => String) phone: string,
    @Arg('whatsapp', () => Boolean) whatsapp: boolean,
    @Arg('reason', () => String) reason: string,
    @Ctx() context: GraphQLContext,
  ) {
    return mutationPayload('consent', async () =>
      presentConsent(
        await this.services.messagingConsent.changeAtGuestRequest(adminActor(context.admin!), { phone, whatsapp, reason }),
      ),
    );
  }
}
