import { Field, InputType, Int } from 'type-graphql';
import { GuestIdType } from '../bookings';

@InputType({ description: 'What the desk records at check-in. Indian guests: ID type and number; foreign guests: Form C.' })
export class CheckInInput {
  @Field(() => GuestIdType, { nullable: true, description: 'Required; a foreign guest’s passport when left out.' })
  idType?: GuestIdType;

  @Field(() => String, {
    nullable: true,
    description:
      'Aadhaar: the 12 digits or the masked form (XXXX XXXX 1234, or the last 4); only the last 4 are kept. PAN: ABCDE1234F; others up to 40 characters.',
  })
  idNumber?: string;

  @Field(() => Int, { defaultValue: 1 })
  adults: number;

  @Field(() => Int, { defaultValue: 0 })
  children: number;

  @Field(() => String, { nullable: true, description: 'Indian when left out.' })
  nationality?: string;

  @Field(() => String, { nullable: true, description: 'Form C: required for a foreign guest.' })
  passportNumber?: string;

  @Field(() => String, { nullable: true, description: 'Form C: required for a foreign guest.' })
  visaNumber?: string;

  @Field(() => String, { nullable: true, description: 'Form C: YYYY-MM-DD, not before today.' })
  visaValidUntil?: string;

  @Field(() => String, { nullable: true, description: 'Up to 500 characters.' })
  note?: string;
}
