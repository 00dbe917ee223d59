import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangePasswordOutcome } from '../api/use-change-password';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PASSWORD_CHANGE_MESSAGES } from './password-rules';

const current = () => screen.getByLabelText('Current password');
const fresh = () => screen.getByLabelText('New password');
const again = () => screen.getByLabelText('New password again');
const submit = () => screen.getByRole('button', { name: 'Change password' });

function renderForm(answer: ChangePasswordOutcome = { ok: true, token: 'new-token' }) {
  const change = jest.fn(async () => answer);
  const onChanged = jest.fn();
  render(<ChangePasswordForm change={change} onChanged={onChanged} />);
  return { change, onChanged };
}

async function fill(currentPassword: string, newPassword: string, confirmPassword = newPassword) {
  if (currentPassword) await userEvent.type(current(), currentPassword);
  if (newPassword) await userEvent.type(fresh(), newPassword);
  if (confirmPassword) await userEvent.type(again(), confirmPassword);
  await userEvent.click(submit());
}

describe('the change-password form', () => {
  it('asks for the current password and a new one of at least 10 characters, typed twice alike', async () => {
    const { change } = renderForm();
    await fill('', 'short', 'shorter');
    expect(await screen.findByText(PASSWORD_CHANGE_MESSAGES.currentRequired)).toBeInTheDocument();
    expect(screen.getByText('The new password must be at least 10 characters long')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_CHANGE_MESSAGES.mismatch)).toBeInTheDocument();
    expect(fresh()).toHaveAccessibleDescription(expect.stringContaining('at least 10 characters long'));
    expect(change).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the current one', async () => {
    const { change } = renderForm();
    await fill('the-same-password', 'the-same-password');
    expect(await screen.findByText(PASSWORD_CHANGE_MESSAGES.unchanged)).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal at its field', async () => {
    const message = 'The current password is not right. Please check it and try again.';
    renderForm({ ok: false, field: 'currentPassword', code: 'CURRENT_PASSWORD_WRONG', message });
    await fill('a-wrong-one', 'a-brand-new-password');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
  });

  it('on success says so, empties the form and hands the new token on', async () => {
    const { change, onChanged } = renderForm();
    await fill('old-password', 'a-brand-new-password');
    expect(await screen.findByText(PASSWORD_CHANGE_MESSAGES.changed)).toBeInTheDocument();
    expect(change).toHaveBeenCalledWith('old-password', 'a-brand-new-password');
    expect(onChanged).toHaveBeenCalledWith('new-token');
    expect(current()).toHaveValue('');
  });
});
