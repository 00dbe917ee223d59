import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { EventPaymentStep } from './event-payment-plan';
import { EventStatus } from './event-status';
import { MenuDiet } from './menu-package.entity';

/** Printed on every function sheet: the hotel's rule, from the noise rules for amplified sound. */
export const SOUND_CUT_OFF_LINE = 'Amplified sound must stop at 10 PM (noise rules)';

@ObjectType({ description: 'The menu as the kitchen reads it.' })
export class FunctionSheetMenu {
  @Field() name: string;
  @Field(() => MenuDiet) diet: MenuDiet;
  @Field({ description: '"Veg" or "Non-veg".' }) dietText: string;
  @Field(() => [String]) dishes: string[];
}

@ObjectType({ description: 'Everything the kitchen and staff need for one event, and where its money stands (admin).' })
export class FunctionSheet {
  @Field(() => ID) eventId: string;
  @Field() reference: string;
  @Field(() => EventStatus) status: EventStatus;
  @Field({ description: '"confirmed", "on hold"…' }) statusText: string;
  @Field({ description: 'YYYY-MM-DD.' }) eventDate: string;
  @Field({ description: '"Sat, 12 Dec 2026".' }) dateText: string;
  @Field() hallName: string;
  @Field() sessionName: string;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field({ description: '"19:00–23:30", with "(ends after midnight)" when it does.' }) timingText: string;
  @Field() occasion: string;
  @Field() hostName: string;
  @Field() hostPhone: string;
  @Field() hostEmail: string;
  @Field(() => Int) expectedGuests: number;
  @Field(() => Int, { nullable: true, description: 'Null until the customer guarantees a count.' })
  guaranteedPlates: number | null;
  @Field({ description: 'YYYY-MM-DD: the menu and count freeze on this day.' }) guaranteeCutoffDate: string;
  @Field(() => FunctionSheetMenu, { nullable: true, description: 'Null when no package is chosen yet.' })
  menu: FunctionSheetMenu | null;
  @Field(() => String, { nullable: true }) dietaryNotes: string | null;
  @Field(() => String, { nullable: true }) setupNotes: string | null;
  @Field(() => String, { nullable: true }) decorationNotes: string | null;
  @Field(() => String, { nullable: true }) soundNotes: string | null;
  @Field({ description: SOUND_CUT_OFF_LINE }) soundRule: string;
  @Field(() => String, { nullable: true, description: 'What the customer wrote with the enquiry.' }) customerNotes: string | null;
  @Field(() => Int) totalPaise: number;
  @Field(() => Float) total: number;
  @Field(() => Int, { description: 'Received less refunds.' }) receivedPaise: number;
  @Field(() => Float) received: number;
  @Field(() => Int) balancePaise: number;
  @Field(() => Float) balance: number;
  @Field(() => [EventPaymentStep], { description: 'The schedule the customer accepted, each step paid or not.' })
  payments: EventPaymentStep[];
  @Field({ description: 'YYYY-MM-DD: the day the sheet was made.' }) preparedOn: string;
}
