import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(busy: boolean) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      title="Delete Deluxe King?"
      confirmLabel="Delete room"
      busyLabel="Deleting…"
      busy={busy}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>This action cannot be undone.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks with its title and body, the safe choice focused', async () => {
    const { onConfirm } = renderDialog(false);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Deluxe King?' });
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete room' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy says so, keeps focus inside and lets neither choice nor Escape through', async () => {
    const { onConfirm, onCancel } = renderDialog(true);
    const confirm = screen.getByRole('button', { name: 'Deleting…' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(confirm);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(confirm).toHaveFocus();
  });
});
