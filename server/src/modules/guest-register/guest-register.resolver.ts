import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { LogsPersonalDataRead } from '../access-log';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, queryResult } from '../../graphql/user-error';
import { adminActor } from '../../shared/actor';
import { FormIIIStatus } from './form-iii-report.entity';
import { FormIIIService } from './form-iii.service';
import { GuestRegisterService } from './guest-register.service';
import {
  FormIIIDueSummary,
  FormIIIReportPayload,
  FormIIIReportResult,
  GuestRegisterResult,
  presentFormIIIDue,
  presentFormIIIReport,
  presentRegisterRow,
} from './guest-register.types';

/** The guest register and foreign guests' Form III reports (admin: the desk, the manager and the owner). */
@Resolver()
export class GuestRegisterResolver {
  constructor(private readonly services: { guestRegister: GuestRegisterService; formIII: FormIIIService }) {}

  @Authorized()
  @Query(() => GuestRegisterResult, {
    description: 'The register rows of guests who arrived from `from` to `to` (both included; at most 31 days) (admin).',
  })
  @UseMiddleware(LogsPersonalDataRead)
  guestRegister(
    @Arg('from', { description: 'YYYY-MM-DD (hotel time).' }) from: string,
    @Arg('to', { description: 'YYYY-MM-DD (hotel time), at most 30 days after from.' }) to: string,
  ): Promise<GuestRegisterResult> {
    return queryResult(async () => {
      const register = await this.services.guestRegister.between(from, to);
      return {
        from: register.from,
        to: register.to,
        rows: register.rows.map((row) => ({ ...presentRegisterRow(row), serialNo: row.serialNo })),
      };
    });
  }

  @Authorized()
  @Query(() => [FormIIIReportResult], {
    description: 'Form III reports of a status (all when left out): due soonest first, reported newest first (admin).',
  })
  @UseMiddleware(LogsPersonalDataRead)
  formIIIReports(@Arg('status', () => FormIIIStatus, { nullable: true }) status?: FormIIIStatus): Promise<FormIIIReportResult[]> {
    return queryResult(async () => (await this.services.formIII.list(status)).map(presentFormIIIReport));
  }

  @Authorized()
  @Query(() => FormIIIDueSummary, { description: 'How many Form III reports are due and the soonest deadline (Today) (admin).' })
  formIIIDue(): Promise<FormIIIDueSummary> {
    return queryResult(async () => presentFormIIIDue(await this.services.formIII.due()));
  }

  @Authorized()
  @Mutation(() => FormIIIReportPayload, {
    description: 'Records that a Form III report was made on the portal, with its reference (audited) (admin).',
  })
  markFormIIIReported(
    @Arg('id', () => ID) id: string,
    @Arg('reference', { description: 'The reference the portal gave (required).' }) reference: string,
    @Arg('reportedAt', {
      description: 'When it was reported (ISO date-time): not in the future, not before the arrival or departure.',
    })
    reportedAt: string,
    @Ctx() context: GraphQLContext,
  ) {
    return mutationPayload('report', async () =>
      presentFormIIIReport(await this.services.formIII.markReported(adminActor(context.admin!), id, reference, reportedAt)),
    );
  }
}
