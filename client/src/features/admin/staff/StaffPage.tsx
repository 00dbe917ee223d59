import { useState } from 'react';
import { formatHotelDateTime } from '@server-pure/calendar-dates';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { LoadState } from '../../../components/admin/LoadState';
import { Notice } from '../../../components/admin/Notice';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { TwoStepStatus, type StaffRole } from '../../../graphql/generated';
import { useAdminSession } from '../session/AdminSessionContext';
import { InviteForm } from './InviteForm';
import { TwoStepCell } from './TwoStepCell';
import { STAFF_ROLE_CHOICES, STAFF_ROLE_LABELS } from './staff-roles';
import { StaffMember, useStaff } from './use-staff';
import './staff.css';

type Outcome = { tone: 'success' | 'danger'; message: string } | null;

function statusOf(member: StaffMember) {
  if (!member.isActive) return <StatusBadge tone="neutral">Deactivated</StatusBadge>;
  if (member.invitePending) {
    const until = member.inviteExpiresAt ? formatHotelDateTime(new Date(member.inviteExpiresAt)) : '';
    return <StatusBadge tone="warning">{until ? `Invited, link until ${until}` : 'Invited'}</StatusBadge>;
  }
  return <StatusBadge tone="success">Active</StatusBadge>;
}

/** /admin/staff (owner): who has an account, with what role; invite, change a role, deactivate. */
export default function StaffPage() {
  const { session } = useAdminSession();
  const { staff, invite, setRole, deactivate, twoStep } = useStaff();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const myId = session?.admin.id;

  const changeRole = async (member: StaffMember, role: StaffRole) => {
    setOutcome(null);
    const result = await setRole(member.id, role);
    setOutcome(
      result.ok
        ? { tone: 'success', message: `${member.name} is now ${STAFF_ROLE_LABELS[role]}.` }
        : { tone: 'danger', message: result.message },
    );
  };

  const confirmDeactivate = async () => {
    if (!leaving) return;
    setBusy(true);
    const result = await deactivate(leaving.id);
    setBusy(false);
    setOutcome(
      result.ok
        ? { tone: 'success', message: `${leaving.name} can no longer sign in.` }
        : { tone: 'danger', message: result.message },
    );
    setLeaving(null);
  };

  const requireTwoStep = async (member: StaffMember) => {
    setOutcome(null);
    const result = await twoStep(member.id, 'require');
    setOutcome(
      result.ok
        ? {
            tone: 'success',
            message:
              result.value.twoStep === TwoStepStatus.On
                ? `${member.name} already signs in with a code; now they cannot turn it off.`
                : `${member.name} will set up two-step sign-in at their next sign-in.`,
          }
        : { tone: 'danger', message: result.message },
    );
  };

  const confirmReset = async () => {
    if (!resetting) return;
    setBusy(true);
    const result = await twoStep(resetting.id, 'reset');
    setBusy(false);
    setOutcome(
      result.ok
        ? { tone: 'success', message: `Two-step sign-in is off for ${resetting.name}; they sign in with their password alone.` }
        : { tone: 'danger', message: result.message },
    );
    setResetting(null);
  };

  const columns: Column<StaffMember>[] = [
    { header: 'Name', rowHeader: true, cell: (member) => member.name },
    { header: 'Email', cell: (member) => member.email },
    {
      header: 'Role',
      cell: (member) =>
        member.id === myId || !member.isActive ? (
          STAFF_ROLE_LABELS[member.role]
        ) : (
          <select
            className="staff-role-select"
            aria-label={`Role of ${member.name}`}
            value={member.role}
            onChange={(event) => void changeRole(member, event.target.value as StaffRole)}
          >
            {STAFF_ROLE_CHOICES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        ),
    },
    { header: 'Status', cell: statusOf },
    {
      header: 'Two-step sign-in',
      cell: (member) => (
        <TwoStepCell
          member={member}
          isMe={member.id === myId}
          onRequire={(target) => void requireTwoStep(target)}
          onReset={setResetting}
        />
      ),
    },
    {
      header: 'Actions',
      label: false,
      cell: (member) =>
        member.id === myId ? (
          <span className="staff-you">You</span>
        ) : member.isActive ? (
          <Button variant="secondary" onClick={() => setLeaving(member)}>
            Deactivate
          </Button>
        ) : null,
    },
  ];

  return (
    <AdminPage title="Staff" lead="Everyone who signs in to the admin area, and what their role lets them do.">
      <Panel title="Invite someone">
        <InviteForm invite={invite} />
      </Panel>
      {outcome && (
        <Notice key={outcome.message} tone={outcome.tone}>
          {outcome.message}
        </Notice>
      )}
      <Panel title="Accounts">
        <LoadState state={staff} loading="Loading staff…" isEmpty={(list) => list.length === 0} empty="No accounts yet.">
          {(list) => <DataTable label="Staff accounts" columns={columns} rows={list} rowKey={(member) => member.id} />}
        </LoadState>
      </Panel>
      {resetting && (
        <ConfirmDialog
          title={`Reset two-step sign-in of ${resetting.name}?`}
          confirmLabel="Reset"
          danger
          busy={busy}
          onConfirm={() => void confirmReset()}
          onCancel={() => setResetting(null)}
        >
          <p>
            Their key and recovery codes stop working, and they sign in with their password alone (a lost phone). If you require
            it again, they set it up at their next sign-in.
          </p>
        </ConfirmDialog>
      )}
      {leaving && (
        <ConfirmDialog
          title={`Deactivate ${leaving.name}?`}
          confirmLabel="Deactivate"
          danger
          busy={busy}
          onConfirm={() => void confirmDeactivate()}
          onCancel={() => setLeaving(null)}
        >
          <p>
            {leaving.name} ({leaving.email}) will be signed out and can no longer sign in. What they did stays in the records
            under their name.
          </p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
