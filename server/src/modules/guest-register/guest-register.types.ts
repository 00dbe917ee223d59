import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PayloadType } from '../../graphql/user-error';
import { GuestIdType } from '../bookings';
import { FormIIIKind, FormIIIStatus } from './form-iii-report.entity';
import type { FormIIIDue, FormIIIReportView } from './form-iii.service';
import { formIIISheet } from './register-files';
import { idShown, RegisterRow } from './register-rows';

registerEnumType(FormIIIKind, {
  name: 'FormIIIKind',
  description: 'What a Form III report tells the portal: an arrival or a departure.',
});
registerEnumType(FormIIIStatus, {
  name: 'FormIIIStatus',
  description: 'DUE: still to report (overdue once its 24 hours are past); REPORTED: the desk recorded the portal’s reference.',
});

@ObjectType({ description: 'One adult of a stay in the guest register (admin).' })
export class RegisterGuestRow {
  @Field(() => ID) id: string;
  @Field(() => ID) bookingId: string;
  @Field() bookCode: string;
  @Field({ description: 'The stay’s rooms, e.g. "101, 102".' }) rooms: string;
  @Field() name: string;
  @Field() address: string;
  @Field() nationality: string;
  @Field({ description: 'An Overseas Citizen of India card holder (reported as a foreign guest).' }) oci: boolean;
  @Field() comingFrom: string;
  @Field() goingTo: string;
  @Field() purpose: string;
  @Field({ description: 'The check-in time.' }) arrivedAt: Date;
  @Field(() => Date, { nullable: true, description: 'The check-out time; null while the guest stays.' }) departedAt: Date | null;
  @Field(() => GuestIdType) idType: GuestIdType;
  @Field({ description: 'As kept: an Aadhaar’s last four digits only.' }) idNumber: string;
  @Field({ description: 'The ID as the register prints it: "Aadhaar XXXX XXXX 1234", "Passport Z1234567".' }) idShown: string;
}

@ObjectType({ description: 'A register row numbered as the printed register numbers it.' })
export class GuestRegisterEntry extends RegisterGuestRow {
  @Field(() => Int, { description: '1, 2… in arrival order over the range asked for.' }) serialNo: number;
}

@ObjectType({ description: 'The guest register of a day or a month (admin).' })
export class GuestRegisterResult {
  @Field() from: string;
  @Field() to: string;
  @Field(() => [GuestRegisterEntry]) rows: GuestRegisterEntry[];
}

@ObjectType({ description: 'One field of the Form III sheet, in the portal’s order.' })
export class FormIIIField {
  @Field() label: string;
  @Field() value: string;
}

@ObjectType('FormIIIReport', {
  description: 'A foreign guest’s arrival or departure to report on the Bureau of Immigration’s portal within 24 hours (admin).',
})
export class FormIIIReportResult {
  @Field(() => ID) id: string;
  @Field(() => FormIIIKind) kind: FormIIIKind;
  @Field(() => FormIIIStatus) status: FormIIIStatus;
  @Field({ description: 'Still due after its deadline.' }) overdue: boolean;
  @Field({ description: 'The arrival or departure time.' }) eventAt: Date;
  @Field({ description: 'The event time + 24 hours.' }) dueAt: Date;
  @Field(() => String, { nullable: true }) portalReference: string | null;
  @Field(() => Date, { nullable: true }) reportedAt: Date | null;
  @Field(() => String, { nullable: true }) reportedBy: string | null;
  @Field(() => RegisterGuestRow) guest: RegisterGuestRow;
  @Field(() => [FormIIIField], { description: 'The particulars in the portal’s field order, to copy from.' })
  sheet: FormIIIField[];
}

@ObjectType({ description: 'Form III reports still due: for Today’s deadline.' })
export class FormIIIDueSummary {
  @Field(() => Int) count: number;
  @Field(() => Int, { description: 'Of them, past their deadline.' }) overdue: number;
  @Field(() => Date, { nullable: true }) soonestDueAt: Date | null;
}

export const FormIIIReportPayload = PayloadType(
  'FormIIIReportPayload',
  'report',
  () => FormIIIReportResult,
  'Answer of markFormIIIReported.',
);

export function presentRegisterRow(row: RegisterRow): RegisterGuestRow {
  const { formIII: _particulars, ...shown } = row;
  return {
    ...shown,
    arrivedAt: new Date(row.arrivedAt),
    departedAt: row.departedAt ? new Date(row.departedAt) : null,
    idType: row.idType as GuestIdType,
    idShown: idShown(row),
  };
}

export function presentFormIIIReport(view: FormIIIReportView): FormIIIReportResult {
  const { report } = view;
  return {
    id: report.id,
    kind: report.kind,
    status: report.status,
    overdue: view.overdue,
    eventAt: report.eventAt,
    dueAt: report.dueAt,
    portalReference: report.portalReference,
    reportedAt: report.reportedAt,
    reportedBy: report.reportedBy,
    guest: presentRegisterRow(view.guest),
    sheet: formIIISheet(view).map(([label, value]) => ({ label, value })),
  };
}

export function presentFormIIIDue(due: FormIIIDue): FormIIIDueSummary {
  return { count: due.count, overdue: due.overdue, soonestDueAt: due.soonestDueAt };
}
