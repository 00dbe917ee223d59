/**
 * The settings that keep anonymous guests from taking the rooms without paying: how often a lapsed
 * hold may be renewed, how large one website booking may be, how much of a night may be taken
 * unpaid, and when an unpaid pay-at-hotel guest who never came becomes a no-show.
 */
export interface InventoryLimits {
  /** HOLD_RENEWALS: how many times a lapsed hold may be held again by a guest (0: never). */
  holdRenewals: number;
  /** MAX_ROOM_NIGHTS_PER_BOOKING: rooms × nights one anonymous booking may hold. */
  maxRoomNightsPerBooking: number;
  /** UNPAID_SHARE: the share of the bookable rooms anonymous unpaid bookings may take on a night (0–1]. */
  unpaidShare: number;
  /** NO_SHOW_AFTER as minutes after midnight on the arrival day, hotel time (IST). */
  noShowAfterMinutes: number;
}

/** 12:00: an earlier NO_SHOW_AFTER would mark guests no-shows before a usual check-in time. */
const EARLIEST_NO_SHOW_MINUTES = 12 * 60;

export function parseInventoryLimits(env: Record<string, string | undefined>, problems: string[]): InventoryLimits {
  return {
    holdRenewals: wholeNumber(env.HOLD_RENEWALS, 2, 'HOLD_RENEWALS', { min: 0, max: 10 }, problems),
    maxRoomNightsPerBooking: wholeNumber(
      env.MAX_ROOM_NIGHTS_PER_BOOKING,
      20,
      'MAX_ROOM_NIGHTS_PER_BOOKING',
      { min: 1, max: 1000 },
      problems,
    ),
    unpaidShare: parseUnpaidShare(env.UNPAID_SHARE, problems),
    noShowAfterMinutes: parseNoShowAfter(env.NO_SHOW_AFTER, problems),
  };
}

function wholeNumber(
  value: string | undefined,
  fallback: number,
  name: string,
  range: { min: number; max: number },
  problems: string[],
): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const parsed = Number(text);
  if (!/^\d+$/.test(text) || parsed < range.min || parsed > range.max) {
    problems.push(`${name} must be a whole number from ${range.min} to ${range.max}`);
    return fallback;
  }
  return parsed;
}

/** A share such as 0.5 (half of the rooms); 1 sets no ceiling. */
function parseUnpaidShare(value: string | undefined, problems: string[]): number {
  const text = value?.trim() ?? '';
  if (text === '') return 0.5;
  const share = Number(text);
  if (!/^(0|1)?(\.\d+)?$/.test(text) || !(share > 0 && share <= 1)) {
    problems.push('UNPAID_SHARE must be a share of the rooms above 0 and at most 1, e.g. 0.5 for half (1 sets no ceiling)');
    return 0.5;
  }
  return share;
}

/** `HH:MM` on the 24-hour clock, hotel time, from 12:00 to 23:59. Default 23:59. */
function parseNoShowAfter(value: string | undefined, problems: string[]): number {
  const text = value?.trim() ?? '';
  if (text === '') return 23 * 60 + 59;
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || Number(match[2]) > 59 || minutes < EARLIEST_NO_SHOW_MINUTES || minutes > 23 * 60 + 59) {
    problems.push(
      'NO_SHOW_AFTER must be a time of the arrival day in hotel time (IST) as HH:MM on the 24-hour clock, from 12:00 to 23:59, e.g. 23:59',
    );
    return 23 * 60 + 59;
  }
  return minutes;
}
