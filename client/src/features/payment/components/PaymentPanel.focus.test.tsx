import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { aPaymentSummary, aQuote, fakeEffects, SIGNED } from '../test-support/fixtures';
import { PaymentPanel } from './PaymentPanel';

const quote = aQuote();
const summary = aPaymentSummary(5500);

const scrollIntoView = jest.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

function renderPanel(effects: ReturnType<typeof fakeEffects>['effects']) {
  render(
    <MemoryRouter initialEntries={['/payment']}>
      <PaymentPanel summary={summary} source={{ kind: 'quote', quote }} guest={{ name: quote.name }} effects={effects} />
    </MemoryRouter>,
  );
}

async function openCheckoutWith(method: string, overrides: Parameters<typeof fakeEffects>[0] = {}) {
  const { effects, checkout } = fakeEffects(overrides);
  renderPanel(effects);
  await userEvent.click(screen.getByRole('radio', { name: method }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹5,500' }));
  await screen.findByText(/Complete the payment in the checkout window/);
  return { effects, checkout };
}

describe('the checkout closes', () => {
  it('gives focus back to the payment method chosen', async () => {
    const { checkout } = await openCheckoutWith('UPI Payment');
    act(() => checkout.events!.onDismiss());
    expect(screen.getByRole('radio', { name: 'UPI Payment' })).toHaveFocus();
  });

  it('after a failed attempt: the notice is announced and scrolled into view, and focus is on the method', async () => {
    const { checkout } = await openCheckoutWith('Card Payment');
    act(() => checkout.events!.onFailure('card declined by the bank'));
    act(() => checkout.events!.onDismiss());
    const notice = screen.getByText(
      'Your last payment attempt did not go through: Card declined by the bank. Choose a method to try again.',
    );
    expect(notice.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(scrollIntoView.mock.contexts).toContainEqual(notice.closest('.payment-progress'));
    expect(screen.getByRole('radio', { name: 'Card Payment' })).toHaveFocus();
  });
});

describe('a payment that fails', () => {
  it('scrolls its Payment Error notice into view (an alert, announced at once)', async () => {
    const { checkout } = await openCheckoutWith('Online Payment', { verify: () => Promise.reject(new Error('network')) });
    await act(async () => checkout.events!.onSuccess(SIGNED));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment verification failed. Please contact support.');
    expect(scrollIntoView.mock.contexts).toContainEqual(alert);
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveFocus();
  });
});
