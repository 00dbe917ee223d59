import { Arg, Args, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLContext, originOf } from '../../graphql/context';
import { Services } from '../../services';
import { mutationPayload, PayloadType, queryResult } from '../../graphql/user-error';
import { PageArgs, pageOf, PageType } from '../../graphql/page';
import { ContactMessage, InquiryType } from './contact-message.entity';

@InputType()
export class ContactMessageInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true, description: 'Required from the contact page.' }) subject?: string;
  @Field(() => String, { nullable: true }) message?: string;
  @Field(() => InquiryType, { nullable: true, description: 'general when not given.' })
  inquiryType?: InquiryType;
  @Field(() => String, { nullable: true, description: 'landing or contact-page (default).' }) source?: string;
}

const ContactMessagePage = PageType(
  'ContactMessagePage',
  () => ContactMessage,
  'A page of contact messages and how many there are in all.',
);

const ContactMessagePayload = PayloadType(
  'ContactMessagePayload',
  'contactMessage',
  () => ContactMessage,
  'Answer of sendContactMessage.',
);

@Resolver(() => ContactMessage)
export class ContactResolver {
  constructor(private readonly services: Pick<Services, 'contact'>) {}

  @Authorized()
  @Query(() => ContactMessagePage, { description: 'Messages from the contact forms, newest first, a page at a time (admin).' })
  contactMessages(@Args(() => PageArgs) page: PageArgs) {
    return queryResult(() => this.services.contact.list(pageOf(page)));
  }

  @Mutation(() => ContactMessagePayload, {
    description: 'Stores a message from a contact form. Limited per client address and per email (each call, aliases too).',
  })
  sendContactMessage(@Ctx() context: GraphQLContext, @Arg('input', () => ContactMessageInput) input: ContactMessageInput) {
    return mutationPayload('contactMessage', () =>
      this.services.contact.send({ ...input }, input.source === 'landing' ? 'landing' : 'contact-page', originOf(context)),
    );
  }
}
