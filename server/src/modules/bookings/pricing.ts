import { daysBetween, Stay } from '../../shared/dates';
import { Paise } from '../../shared/money';

export interface StayPrice {
  nights: number;
  ratePaise: Paise;
  amountPaise: Paise;
}

/**
 * The one place a price is computed: rent per night × nights × rooms, in integer paise.
 * Nights are whole calendar days between check-in and check-out, at least one.
 */
export function priceStay(ratePaise: Paise, stay: Stay, rooms = 1): StayPrice {
  const nights = Math.max(1, daysBetween(stay.checkIn, stay.checkOut));
  return { nights, ratePaise, amountPaise: ratePaise * nights * rooms };
}

export function sumPaise(amounts: Paise[]): Paise {
  return amounts.reduce((total, amount) => total + amount, 0);
}
