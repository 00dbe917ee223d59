import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLContext, originOf } from '../../graphql/context';
import { mutationPayload, queryResult, UserError } from '../../graphql/user-error';
import { adminActor } from '../../shared/actor';
import { PrivacyRequest, PrivacyRequestKind, PrivacyRequestStatus } from './privacy-request.entity';
import { PrivacyRequestsService } from './privacy-requests.service';

@InputType({ description: 'A guest’s request about their personal data, with their proof (one of the two).' })
class PrivacyRequestInput {
  @Field(() => PrivacyRequestKind) kind: PrivacyRequestKind;
  @Field(() => String, {
    nullable: true,
    description: 'Required for a correction (what is wrong) and a grievance; at most 2000 characters.',
  })
  message?: string | null;
  @Field(() => String, { nullable: true, description: 'Proof one: a booking code…' }) bookCode?: string | null;
  @Field(() => String, { nullable: true, description: '…and the email or phone the booking was made with.' }) contact?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Proof two: a mobile number…' }) phone?: string | null;
  @Field(() => String, {
    nullable: true,
    description: '…and the 6-digit code sent to it (requestBookingCode with forPrivacyRequest).',
  })
  code?: string | null;
}

@ObjectType({ description: 'A privacy request as its guest sees it.' })
class PrivacyRequestReceipt {
  @Field({ description: 'What to quote when writing or calling, e.g. "PR7K3QM2".' }) reference: string;
  @Field(() => PrivacyRequestKind) kind: PrivacyRequestKind;
  @Field(() => PrivacyRequestStatus) status: PrivacyRequestStatus;
  @Field() receivedAt: Date;
  @Field({ description: 'The hotel answers by then (90 days).' }) dueAt: Date;
}

@ObjectType({ description: 'Answer of privacyRequest: the request and, for access, the data with links to download it.' })
class PrivacyRequestPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => PrivacyRequestReceipt, { nullable: true }) request?: PrivacyRequestReceipt;
  @Field(() => String, { nullable: true, description: 'Access: what the hotel keeps about the guest, as JSON.' })
  dataJson?: string | null;
  @Field(() => String, { nullable: true, description: 'Access: the same as a JSON file (a link that works for 30 minutes).' })
  jsonUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Access: the same as a PDF (a link that works for 30 minutes).' })
  pdfUrl?: string | null;
}

@ObjectType({ description: 'Answer of resolvePrivacyRequest.' })
class ResolvePrivacyRequestPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => PrivacyRequest, { nullable: true }) request?: PrivacyRequest;
}

/** Guests' rights requests: filed by the guest (public), answered by the owner or the manager (admin). */
@Resolver()
export class PrivacyRequestsResolver {
  constructor(private readonly services: { privacyRequests: PrivacyRequestsService }) {}

  @Mutation(() => PrivacyRequestPayload, {
    description:
      'A guest asks for a copy of their data (answered at once), a correction, an erasure or files a grievance, ' +
      'proved by a booking code and its email or phone, or by a one-time code to their phone. Answered within 90 days.',
  })
  async privacyRequest(
    @Arg('input', () => PrivacyRequestInput) input: PrivacyRequestInput,
    @Ctx() context: GraphQLContext,
  ): Promise<PrivacyRequestPayload> {
    const payload = await mutationPayload('filed', () => this.services.privacyRequests.file(input, originOf(context)));
    if (!payload.filed) return { errors: payload.errors };
    const { request, data, jsonUrl, pdfUrl } = payload.filed;
    return { errors: [], request, dataJson: data ? JSON.stringify(data) : null, jsonUrl, pdfUrl };
  }

  @Authorized()
  @Query(() => [PrivacyRequest], {
    description: 'Guests’ privacy requests: open ones soonest due first, or those of a status (admin: owner, manager).',
  })
  privacyRequests(@Arg('status', () => PrivacyRequestStatus, { nullable: true }) status?: PrivacyRequestStatus | null) {
    return queryResult(() => this.services.privacyRequests.list(status));
  }

  @Authorized()
  @Mutation(() => ResolvePrivacyRequestPayload, {
    description:
      'Answers a privacy request: done (an erasure erases what the law allows and says what it kept) or refused (admin).',
  })
  resolvePrivacyRequest(
    @Arg('id', () => ID) id: string,
    @Arg('outcome', () => PrivacyRequestStatus, { description: 'DONE or REFUSED.' }) outcome: PrivacyRequestStatus,
    @Arg('note', () => String, { nullable: true, description: 'The answer to the guest (required to refuse).' })
    note: string | null,
    @Ctx() context: GraphQLContext,
  ) {
    return mutationPayload('request', () =>
      this.services.privacyRequests.resolve(adminActor(context.admin!), id, outcome, note ?? ''),
    );
  }
}
