import { registerEnumType } from 'type-graphql';

/** The ID proofs the desk accepts at check-in. The GraphQL names are the keys, the stored values the strings. */
export const GuestIdType = {
  AADHAAR: 'aadhaar',
  PASSPORT: 'passport',
  DRIVING_LICENCE: 'driving_licence',
  VOTER_ID: 'voter_id',
  PAN: 'pan',
  OTHER: 'other',
} as const;
export type GuestIdType = (typeof GuestIdType)[keyof typeof GuestIdType];

registerEnumType(GuestIdType, {
  name: 'GuestIdType',
  description: 'The ID proof a guest showed at check-in.',
  valuesConfig: {
    AADHAAR: { description: 'Aadhaar card: only its last four digits are kept.' },
    PASSPORT: { description: 'Passport.' },
    DRIVING_LICENCE: { description: 'Driving licence.' },
    VOTER_ID: { description: 'Voter ID (EPIC).' },
    PAN: { description: 'PAN card (ABCDE1234F).' },
    OTHER: { description: 'Another government-issued photo ID.' },
  },
});
