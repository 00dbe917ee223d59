import { Field, InputType } from 'type-graphql';
import { GuestIdType } from '../bookings';

/**
 * One adult of the stay for the guest register, as the desk types it at check-in. A foreign
 * national (any nationality but Indian; an OCI holder too) also gives the Form III particulars,
 * in the order the Bureau of Immigration's portal asks for them.
 */
@InputType({ description: 'One adult of the stay for the guest register; a foreign national’s Form III particulars too.' })
export class RegisterGuestInput {
  @Field({ description: 'Full name, as on the ID.' }) name: string;
  @Field({ description: 'Permanent address.' }) address: string;
  @Field(() => String, { nullable: true, description: 'Indian when left out.' }) nationality?: string;
  @Field(() => Boolean, { nullable: true, description: 'An Overseas Citizen of India card holder: reported as a foreign guest.' })
  oci?: boolean;
  @Field({ description: 'The place the guest came from.' }) comingFrom: string;
  @Field({ description: 'The place the guest goes to next.' }) goingTo: string;
  @Field({ description: 'Purpose of the visit (business, tourism, family…).' }) purpose: string;
  @Field(() => GuestIdType, { nullable: true, description: 'A foreign guest’s passport when left out.' }) idType?: GuestIdType;
  @Field(() => String, { nullable: true, description: 'Aadhaar: only the last 4 digits are kept; other IDs as given, trimmed.' })
  idNumber?: string;

  // Form III: a foreign national's particulars (YYYY-MM-DD dates).
  @Field(() => String, { nullable: true }) passportNumber?: string;
  @Field(() => String, { nullable: true }) passportPlaceOfIssue?: string;
  @Field(() => String, { nullable: true }) passportIssuedOn?: string;
  @Field(() => String, { nullable: true }) passportExpiresOn?: string;
  @Field(() => String, { nullable: true, description: 'An OCI holder: the OCI card number.' }) visaNumber?: string;
  @Field(() => String, { nullable: true, description: 'Tourist, business, employment, e-visa…' }) visaType?: string;
  @Field(() => String, { nullable: true }) visaPlaceOfIssue?: string;
  @Field(() => String, { nullable: true }) visaIssuedOn?: string;
  @Field(() => String, { nullable: true, description: 'Not needed of an OCI holder (the card is a lifelong visa).' })
  visaValidUntil?: string;
  @Field(() => String, { nullable: true }) arrivedInIndiaOn?: string;
  @Field(() => String, { nullable: true, description: 'The airport, seaport or land border the guest entered India by.' })
  portOfArrival?: string;
  @Field(() => String, { nullable: true }) dateOfBirth?: string;
  @Field(() => String, { nullable: true, description: 'Male, female or other.' }) gender?: string;
  @Field(() => String, { nullable: true }) addressInIndia?: string;
  @Field(() => String, { nullable: true }) contactInIndia?: string;
  @Field(() => String, { nullable: true }) addressAbroad?: string;
  @Field(() => String, { nullable: true }) contactAbroad?: string;
  @Field(() => String, { nullable: true }) nextDestination?: string;
}
