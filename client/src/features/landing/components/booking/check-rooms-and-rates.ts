import { atLeastOne, type BookingDraft } from '../../../../app/state/booking-draft';
import { CHECK_ROOMS_PATH, searchOfStay } from '../../../../lib/booking-draft';
import { partyProblem, type TypeRooms } from './party-fit';
import { datesProblem, WizardValues } from './wizard-model';
import { ENGLISH_WORDS, problemText, type WizardWords } from './wizard-words';

export { CHECK_ROOMS_PATH };

/**
 * The Check Rooms & Rates button: with both dates right and a party the hotel's rooms can take,
 * saves the search in the draft and opens the rooms page; otherwise says what is wrong in a
 * browser alert (spec section 5), in the page's language (`words`).
 */
export function checkRoomsAndRates(
  values: WizardValues,
  updateDraft: (changes: Partial<BookingDraft>) => void,
  navigate: (path: string) => void,
  roomTypes: readonly TypeRooms[] = [],
  words: WizardWords = ENGLISH_WORDS,
): boolean {
  const problem = datesProblem(values.checkIn, values.checkOut) ?? partyProblem(values, roomTypes);
  if (problem) {
    window.alert(problemText(words, problem));
    return false;
  }
  const stay = {
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    guest: atLeastOne(values.adults),
    children: Number.isInteger(values.children) && values.children > 0 ? values.children : 0,
    room: atLeastOne(values.rooms),
  };
  updateDraft({ ...stay, chosenRooms: [], roomType: values.roomType });
  // The stay in the address: the server sends the page with its free rooms.
  navigate(CHECK_ROOMS_PATH + searchOfStay(stay));
  return true;
}
