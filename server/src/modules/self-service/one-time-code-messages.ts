import { Clock } from '../../shared/clock';
import { MessageKind, MessageNoLongerApplies, ONE_TIME_CODE_MINUTES, PhoneRenderers } from '../messages';
import { ONE_TIME_CODE_PARAM } from './bookings-by-phone.service';

/**
 * How a one-time code's SMS (and WhatsApp template, should one ever be queued) is written: the
 * code from the message's secret param, the hotel's name as it is now. A code that expired
 * before the worker got to it is not sent: it would only be refused.
 */
export function registerOneTimeCodeMessages(
  phoneRenderers: PhoneRenderers,
  needs: { hotelName: () => Promise<string>; clock: Clock },
): void {
  phoneRenderers.register(MessageKind.ONE_TIME_CODE, async (message) => {
    const code = message.params[ONE_TIME_CODE_PARAM];
    if (typeof code !== 'string') throw new MessageNoLongerApplies('the code is no longer kept');
    if (needs.clock().getTime() - message.createdAt.getTime() >= ONE_TIME_CODE_MINUTES * 60_000) {
      throw new MessageNoLongerApplies('the code expired before it could be sent');
    }
    return { code, hotelName: await needs.hotelName() };
  });
}
