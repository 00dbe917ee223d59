import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import { StaffRole } from '../../../graphql/generated';
import { STAFF_ROLE_CHOICES, STAFF_ROLE_LABELS } from './staff-roles';
import type { StaffMember, StaffWrite } from './use-staff';

interface InviteValues {
  name: string;
  email: string;
  role: StaffRole;
}

type InviteFn = (email: string, name: string, role: StaffRole) => Promise<StaffWrite<{ link: string; member: StaffMember }>>;

/**
 * Name, email and role; the server mails the one-time link and answers it too, shown here so the
 * owner can also send it by WhatsApp or hand it over.
 */
export function InviteForm({ invite }: { invite: InviteFn }) {
  const [sent, setSent] = useState<{ name: string; link: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({ defaultValues: { name: '', email: '', role: StaffRole.FrontDesk } });

  const submit = handleSubmit(async ({ name, email, role }) => {
    setFailure(null);
    setSent(null);
    setCopied(false);
    const result = await invite(email, name, role);
    if (result.ok) {
      setSent({ name: result.value.member.name, link: result.value.link });
      reset({ name: '', email: '', role });
    } else if (result.field === 'email' || result.field === 'name') {
      setError(result.field, { message: result.message }, { shouldFocus: true });
    } else {
      setFailure(result.message);
    }
  });

  const copy = async () => {
    if (!sent) return;
    try {
      await navigator.clipboard.writeText(sent.link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <form className="staff-invite" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <div className="staff-invite__fields">
        <Field label="Name" error={errors.name?.message}>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="off"
              maxLength={120}
              {...register('name', { required: 'Enter the person’s name.' })}
            />
          )}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="off"
              maxLength={254}
              {...register('email', { required: 'Email is required' })}
            />
          )}
        </Field>
        <Field label="Role">
          {(props) => (
            <select {...props} {...register('role')}>
              {STAFF_ROLE_CHOICES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Inviting…' : 'Send invite'}
      </button>
      {sent && (
        <div className="staff-invite__sent" role="status">
          <p>Invite mailed to {sent.name}. The link works once, for 72 hours; you can also send it yourself:</p>
          <div className="staff-invite__link">
            <input type="text" readOnly value={sent.link} aria-label="Invite link" onFocus={(event) => event.target.select()} />
            <button type="button" className="btn btn--secondary" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
