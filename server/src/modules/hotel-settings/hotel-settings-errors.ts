/** Why the hotel's settings were refused. */
export const HotelSettingsErrorCode = {
  SettingsInvalid: 'SETTINGS_INVALID',
} as const;
