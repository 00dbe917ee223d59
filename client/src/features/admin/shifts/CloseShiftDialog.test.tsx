import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMethod } from '../../../graphql/generated';
import { CloseShiftDialog } from './CloseShiftDialog';
import type { ShiftCount, ShiftOutcome, ShiftSummary } from './use-shifts';

/** A shift opened with ₹2,000 that took ₹4,500 cash and ₹1,000 by UPI (nothing by card or bank). */
const shift: ShiftSummary = {
  open: true,
  float: 2000,
  difference: null,
  pdfUrl: '/api/admin/shifts/s1.pdf',
  shift: {
    id: 's1',
    openedBy: 'Ravi Kumar <ravi@hotel.test>',
    openedAt: '2026-11-21T03:30:00.000Z',
    floatPaise: 200000,
    closedAt: null,
    closedBy: null,
    closeNote: null,
    differencePaise: null,
  },
  tally: [
    { method: PaymentMethod.Cash, expected: 6500, counted: null, difference: null },
    { method: PaymentMethod.Upi, expected: 1000, counted: null, difference: null },
    { method: PaymentMethod.Card, expected: 0, counted: null, difference: null },
    { method: PaymentMethod.BankTransfer, expected: 0, counted: null, difference: null },
  ],
};

function renderDialog(answer: ShiftOutcome = { ok: true, shift: { ...shift, open: false, difference: -100 } }) {
  const onClose = jest.fn(async (_count: ShiftCount) => answer);
  const onClosed = jest.fn();
  render(<CloseShiftDialog shift={shift} onClose={onClose} onClosed={onClosed} />);
  return { onClose, onClosed, dialog: screen.getByRole('alertdialog', { name: 'Close your shift' }) };
}

describe('closing a cash shift', () => {
  it('asks to count cash and the methods the shift took, showing expected against counted and the difference', async () => {
    const { dialog } = renderDialog();
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'MethodExpectedCounted (₹)Difference',
      'Cash₹6,500—',
      'UPI₹1,000—',
    ]);
    expect(within(dialog).queryByLabelText('Card')).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Cash'), '6400');
    expect(within(dialog).getByTestId('difference-CASH')).toHaveTextContent('−₹100');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Enter what you counted on each line.');
    await userEvent.type(within(dialog).getByLabelText('UPI'), '1000');
    expect(within(dialog).getByTestId('difference-UPI')).toHaveTextContent('₹0');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Difference: ₹100 short');
    expect(within(dialog).getByRole('button', { name: 'Close shift: ₹100 short' })).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Cash'));
    await userEvent.type(within(dialog).getByLabelText('Cash'), '6550.50');
    expect(within(dialog).getByTestId('difference-CASH')).toHaveTextContent('+₹50.50');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Difference: ₹50.50 over');
  });

  it('sends what was counted, with the note, and hands back the closed shift', async () => {
    const { dialog, onClose, onClosed } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Cash'), '6400');
    await userEvent.type(within(dialog).getByLabelText('UPI'), '1,000');
    await userEvent.type(within(dialog).getByLabelText('Note (why the count differs)'), 'Change given wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close shift: ₹100 short' }));
    expect(onClose).toHaveBeenCalledWith({
      shiftId: 's1',
      counted: [
        { method: PaymentMethod.Cash, amount: 6400 },
        { method: PaymentMethod.Upi, amount: 1000 },
      ],
      note: 'Change given wrong',
    });
    expect(onClosed).toHaveBeenCalledWith(expect.objectContaining({ open: false, difference: -100 }));
  });

  it('closes nothing until every line is counted, and shows the server’s refusal', async () => {
    const { dialog, onClose, onClosed } = renderDialog({ ok: false, field: 'counted', message: 'This shift is already closed.' });
    await userEvent.type(within(dialog).getByLabelText('Cash'), '6500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close shift' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Count every line before closing the shift.');
    expect(within(dialog).getByLabelText('UPI')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('UPI'), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close shift: no difference' }));
    expect(await within(dialog).findByText('This shift is already closed.')).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
  });
});
