import 'reflect-metadata';
import { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AdminAuthResolver } from '../modules/admin-auth/admin-auth.resolver';
import { BookingsResolver } from '../modules/bookings/bookings.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { GuestsResolver } from '../modules/guests/guests.resolver';
import { PaymentsResolver } from '../modules/payments/payments.resolver';
import { ReportsResolver } from '../modules/reports/reports.resolver';
import { RoomsResolver } from '../modules/rooms/rooms.resolver';
import { AdminAuthChecker } from './auth-checker';

let schema: Promise<GraphQLSchema> | undefined;

/** The one schema, built once from the resolvers; schema.graphql is its printout. */
export function hotelSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    resolvers: [
      RoomsResolver,
      GuestsResolver,
      BookingsResolver,
      AdminAuthResolver,
      ContactResolver,
      PaymentsResolver,
      ReportsResolver,
    ],
    authChecker: AdminAuthChecker,
    validate: false,
  });
  return schema;
}
