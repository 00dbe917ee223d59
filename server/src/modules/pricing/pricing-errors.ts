/** Why a rate rule was refused. */
export const RateErrorCode = {
  RateInvalid: 'RATE_INVALID',
  RentNegative: 'RENT_NEGATIVE',
  MinimumStayInvalid: 'MINIMUM_STAY_INVALID',
  SeasonsOverlap: 'SEASONS_OVERLAP',
  RateRuleNotFound: 'RATE_RULE_NOT_FOUND',
} as const;
