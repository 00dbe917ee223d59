import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, PayloadType } from '../../graphql/user-error';
import { ContactMessage } from './contact-message.entity';

@InputType()
export class ContactMessageInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true, description: 'Required from the contact page.' }) subject?: string;
  @Field(() => String, { nullable: true }) message?: string;
  @Field(() => String, {
    nullable: true,
    description: 'general, booking, cancellation, technical, billing, complaint or feedback.',
  })
  inquiryType?: string;
  @Field(() => String, { nullable: true, description: 'landing or contact-page (default).' }) source?: string;
}

const ContactMessagePayload = PayloadType(
  'ContactMessagePayload',
  'contactMessage',
  () => ContactMessage,
  'Answer of sendContactMessage.',
);

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Authorized()
  @Query(() => [ContactMessage], { description: 'Messages from the contact forms, newest first (admin).' })
  contactMessages(@Ctx() { services }: GraphQLContext) {
    return services.contact.list();
  }

  @Mutation(() => ContactMessagePayload)
  sendContactMessage(@Ctx() { services }: GraphQLContext, @Arg('input', () => ContactMessageInput) input: ContactMessageInput) {
    return mutationPayload('contactMessage', () =>
      services.contact.send({ ...input }, input.source === 'landing' ? 'landing' : 'contact-page'),
    );
  }
}
