import { DomainError, notFound } from '../../shared/domain-error';

/** Why a rate rule was refused. */
export const RateErrorCode = {
  RateInvalid: 'RATE_INVALID',
  RentNegative: 'RENT_NEGATIVE',
  MinimumStayInvalid: 'MINIMUM_STAY_INVALID',
  SeasonsOverlap: 'SEASONS_OVERLAP',
  RateRuleNotFound: 'RATE_RULE_NOT_FOUND',
  RentRequired: 'RENT_REQUIRED',
  RentInvalid: 'RENT_INVALID',
  RateScopeInvalid: 'RATE_SCOPE_INVALID',
  RateRoomNotFound: 'RATE_ROOM_NOT_FOUND',
  NoRoomsOfType: 'RATE_NO_ROOMS_OF_TYPE',
  WeekdayInvalid: 'WEEKDAY_INVALID',
  WeekdayRepeated: 'WEEKDAY_REPEATED',
  SeasonNameRequired: 'SEASON_NAME_REQUIRED',
  SeasonNameTooLong: 'SEASON_NAME_TOO_LONG',
  SeasonStartInvalid: 'SEASON_START_INVALID',
  SeasonEndInvalid: 'SEASON_END_INVALID',
  SeasonEndsBeforeStart: 'SEASON_ENDS_BEFORE_START',
  SeasonTooLong: 'SEASON_TOO_LONG',
  RateCalendarRangeInvalid: 'RATE_CALENDAR_RANGE_INVALID',
} as const;

export const rateRuleNotFound = (what: 'season' | 'rate' = 'rate') =>
  notFound(RateErrorCode.RateRuleNotFound, `This ${what} was not found`);

export const rateRoomNotFound = () => new DomainError(RateErrorCode.RateRoomNotFound, 'Room not found', 'roomId', 'not_found');
