import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMethod } from '../../../graphql/generated';
import { MethodPicker } from './MethodPicker';

const reason = 'Pay at hotel is available for stays of up to 7 nights. Please pay online to confirm this 9-night stay.';

describe('a method card not offered for this stay', () => {
  it('is shown disabled with the reason, and cannot be chosen', async () => {
    const onSelect = jest.fn();
    render(
      <MethodPicker
        selected={PaymentMethod.Online}
        onSelect={onSelect}
        onPay={jest.fn()}
        busy={false}
        totalAmount={5500}
        unavailable={{ [PaymentMethod.Cod]: reason }}
      />,
    );
    const payAtHotel = screen.getByRole('radio', { name: 'Pay at Hotel' });
    expect(payAtHotel).toBeDisabled();
    expect(payAtHotel).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    await userEvent.click(payAtHotel);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Card Payment' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay ₹5,500' })).toBeEnabled();
  });
});
