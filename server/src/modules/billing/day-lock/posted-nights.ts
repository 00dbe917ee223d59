import { EntityManager } from 'typeorm';
import { Paise } from '../../../shared/money';
import { PostedNight } from './posted-night.entity';

/** One room night of a stay as the stay prices it, for posting to its folio. */
export interface NightPosting {
  bookingId: string;
  roomId: string;
  roomName: string;
  /** The night (YYYY-MM-DD). */
  night: string;
  amountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

/**
 * Posts room nights to their stays' folios in the caller's transaction; a night already posted
 * stays as it was (the unique key per stay, room and night), so a close run twice posts once.
 * Answers how many were posted now.
 */
export async function postNights(manager: EntityManager, nights: readonly NightPosting[], at: Date): Promise<number> {
  if (nights.length === 0) return 0;
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(PostedNight)
    .values(nights.map((night) => ({ ...night, postedAt: at })))
    .orIgnore()
    .returning(['id'])
    .execute();
  return (result.raw as unknown[]).length;
}

/** The nights posted for `night` (a closed day's), in room order. */
export function postedNightsOf(manager: EntityManager, night: string): Promise<PostedNight[]> {
  return manager.find(PostedNight, { where: { night }, order: { roomName: 'ASC', bookingId: 'ASC' } });
}
