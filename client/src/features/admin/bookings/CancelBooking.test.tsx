import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiStateProvider } from '../../../app/state/ui-state';
import { CancellationRule, RefundStatus } from '../../../graphql/generated';
import type { CancellationCalls, CancellationTerms } from '../api/use-booking-detail';
import { CancelBooking } from './CancelBooking';

const freeTerms: CancellationTerms = {
  refundPercent: 100,
  paidPaise: 550000,
  refundPaise: 550000,
  freeUntil: '2026-12-09T09:30:00.000Z',
  rule: CancellationRule.Free,
  windowHours: 24,
  summary: 'Free cancellation until 9 Dec 2026, 3:00 pm (24 hours before check-in).',
};

const lateTerms: CancellationTerms = {
  ...freeTerms,
  refundPercent: 50,
  refundPaise: 275000,
  rule: CancellationRule.Late,
  summary: 'Free cancellation ended on 9 Dec 2026, 3:00 pm; within 24 hours of check-in the refund is 50%.',
};

function renderCancel(terms: CancellationTerms, cancel = jest.fn<ReturnType<CancellationCalls['cancel']>, []>()) {
  const calls: CancellationCalls = { loadTerms: jest.fn(async () => terms), cancel };
  render(
    <UiStateProvider>
      <CancelBooking bookCode="BK7Q2M" cancellable calls={calls} />
    </UiStateProvider>,
  );
  return calls;
}

describe('cancelling a booking', () => {
  it('shows what the policy refunds and asks before cancelling anything', async () => {
    const cancel = jest.fn(async () => ({
      refunds: [{ id: 'r1', amountPaise: 550000, status: RefundStatus.Pending }],
      terms: freeTerms,
    }));
    const calls = renderCancel(freeTerms, cancel);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel booking BK7Q2M?' });
    expect(dialog).toHaveTextContent('Refund: 100% of what was paid — ₹5,500 of ₹5,500.');
    expect(dialog).toHaveTextContent('Free cancellation until 9 Dec 2026, 3:00 pm (24 hours before check-in).');
    expect(calls.loadTerms).toHaveBeenCalledTimes(1);
    expect(cancel).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund ₹5,500' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
    expect(screen.getByText(/Refund of ₹5,500 recorded; pending with the payment provider/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the late-cancellation half refund, and backing out cancels nothing', async () => {
    const cancel = jest.fn();
    renderCancel(lateTerms, cancel);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Refund: 50% of what was paid — ₹2,750 of ₹5,500.');
    expect(dialog).toHaveTextContent(lateTerms.summary);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toHaveFocus();
  });

  it('shows the policy in the server’s words, whichever window applies', async () => {
    const group = 'Group booking (5 or more rooms): free cancellation until 3 Dec 2026, 3:00 pm (7 days before check-in).';
    renderCancel({ ...freeTerms, rule: CancellationRule.GroupFree, windowHours: 168, summary: group });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(group);
    expect(dialog).not.toHaveTextContent('24 hours');
  });

  it('says when nothing was paid, so nothing is refunded', async () => {
    renderCancel({ ...freeTerms, paidPaise: 0, refundPaise: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Nothing has been paid online for this booking, so there is nothing to refund.');
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });
});
