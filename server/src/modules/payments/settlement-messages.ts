import { Settlement } from './settlement';

/** What the guest is told after paying, by how the payment settled. */
export function settlementMessage(settlement: Settlement): { ok: boolean; message: string } {
  switch (settlement.outcome) {
    case 'refunded_room_gone':
      return {
        ok: false,
        message:
          'Your payment arrived after the room hold expired and the room was booked by someone else, so the full amount is being refunded.',
      };
    case 'refunded_cancelled':
      return { ok: false, message: 'This booking was cancelled, so your payment is being refunded.' };
    case 'refunded_duplicate':
      return { ok: true, message: 'This booking was already paid; the second payment is being refunded.' };
    case 'relocated':
      return {
        ok: true,
        message: 'Payment successful. Your room was taken meanwhile, so we moved you to another room of the same type.',
      };
    default:
      return { ok: true, message: 'Payment successful' };
  }
}
