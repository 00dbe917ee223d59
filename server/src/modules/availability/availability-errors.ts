export const AvailabilityErrorCode = { GuestsInvalid: 'GUESTS_INVALID' } as const;
