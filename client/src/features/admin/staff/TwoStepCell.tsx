import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Button } from '../../../components/ui/Button';
import { TwoStepStatus } from '../../../graphql/generated';
import type { StaffMember } from './use-staff';

/** Whether a person signs in with a code too, in words. */
export function twoStepBadge(member: StaffMember) {
  if (member.twoStep === TwoStepStatus.On) {
    return <StatusBadge tone="success">{member.twoStepRequired ? 'On (required)' : 'On'}</StatusBadge>;
  }
  if (member.twoStep === TwoStepStatus.Required) return <StatusBadge tone="warning">Required, not set up yet</StatusBadge>;
  return <StatusBadge tone="neutral">Off</StatusBadge>;
}

/**
 * The owner's two-step controls for a person: Require (they set it up at their next sign-in) and
 * Reset (off, key and recovery codes gone: a lost phone). Their own is set up on their account page.
 */
export function TwoStepCell({
  member,
  isMe,
  onRequire,
  onReset,
}: {
  member: StaffMember;
  isMe: boolean;
  onRequire(member: StaffMember): void;
  onReset(member: StaffMember): void;
}) {
  const canReset = member.twoStep !== TwoStepStatus.Off && !(isMe && member.twoStep === TwoStepStatus.On);
  return (
    <div className="staff-two-step">
      {twoStepBadge(member)}
      {member.isActive && (
        <div className="staff-two-step__actions">
          {!member.twoStepRequired && !isMe && (
            <Button
              variant="secondary"
              onClick={() => onRequire(member)}
              aria-label={`Require two-step sign-in of ${member.name}`}
            >
              Require
            </Button>
          )}
          {canReset && (
            <Button variant="secondary" onClick={() => onReset(member)} aria-label={`Reset two-step sign-in of ${member.name}`}>
              Reset
            </Button>
          )}
          {isMe && member.twoStep !== TwoStepStatus.On && <Link to="/admin/account">Set up yours</Link>}
        </div>
      )}
    </div>
  );
}
