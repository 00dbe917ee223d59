import { cancellationMessage } from './cancellation-messages';

describe('cancellationMessage', () => {
  it('says only that the booking is cancelled when nothing was paid', () => {
    expect(cancellationMessage([], 0)).toBe('Booking cancelled');
  });

  it('names the refund sent to the guest once the provider accepted it', () => {
    expect(cancellationMessage([{ providerRefundId: 'rfnd_1' }], 1234_50)).toBe(
      'Booking cancelled; ₹1234.5 refund sent to the guest',
    );
  });

  it('says a refund the provider has not accepted yet will be sent again', () => {
    expect(cancellationMessage([{ providerRefundId: 'rfnd_1' }, { providerRefundId: null }], 5000_00)).toBe(
      'Booking cancelled; the ₹5000 refund is recorded and will be sent again until the payment provider accepts it',
    );
  });
});
