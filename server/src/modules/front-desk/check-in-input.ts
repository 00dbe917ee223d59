import { Field, InputType, Int } from 'type-graphql';
import { GuestIdType } from '../bookings';
import { RegisterGuestInput } from '../guest-register';

const USE_REGISTER_GUESTS = 'Deprecated: use registerGuests (a foreign guest’s Form III particulars).';

@InputType({
  description:
    'What the desk records at check-in: the lead guest’s ID, the party, and the guest register’s rows (one per adult; a foreign guest’s Form III).',
})
export class CheckInInput {
  @Field(() => GuestIdType, {
    nullable: true,
    description: 'Required; a foreign guest’s passport when left out; the first register row’s when left out.',
  })
  idType?: GuestIdType;

  @Field(() => String, {
    nullable: true,
    description:
      'Aadhaar: the 12 digits or the masked form (XXXX XXXX 1234, or the last 4); only the last 4 are kept. PAN: ABCDE1234F; others up to 40 characters. The first register row’s when left out.',
  })
  idNumber?: string;

  @Field(() => Int, { defaultValue: 1 })
  adults: number;

  @Field(() => Int, { defaultValue: 0 })
  children: number;

  @Field(() => String, { nullable: true, description: 'Indian when left out (the first register row’s, if given).' })
  nationality?: string;

  @Field(() => String, { nullable: true, description: `Form C: required for a foreign guest. ${USE_REGISTER_GUESTS}` })
  passportNumber?: string;

  @Field(() => String, { nullable: true, description: `Form C: required for a foreign guest. ${USE_REGISTER_GUESTS}` })
  visaNumber?: string;

  @Field(() => String, { nullable: true, description: `Form C: YYYY-MM-DD, not before today. ${USE_REGISTER_GUESTS}` })
  visaValidUntil?: string;

  @Field(() => String, { nullable: true, description: 'Up to 500 characters.' })
  note?: string;

  @Field(() => [RegisterGuestInput], {
    nullable: true,
    description:
      'The guest register: one row per adult (as many as adults). Left out (older clients): one row for the lead guest from the fields above.',
  })
  registerGuests?: RegisterGuestInput[];
}
