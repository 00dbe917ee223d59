/** Why the hotel's settings were refused. */
export const HotelSettingsErrorCode = {
  SettingsInvalid: 'SETTINGS_INVALID',
  LegalNameInvalid: 'SETTINGS_LEGAL_NAME_INVALID',
  TradeNameInvalid: 'SETTINGS_TRADE_NAME_INVALID',
  AddressInvalid: 'SETTINGS_ADDRESS_INVALID',
  PincodeInvalid: 'SETTINGS_PINCODE_INVALID',
  StateInvalid: 'SETTINGS_STATE_INVALID',
  GstinStateMismatch: 'SETTINGS_GSTIN_STATE_MISMATCH',
  PrefixInvalid: 'SETTINGS_PREFIX_INVALID',
  PrefixTaken: 'SETTINGS_PREFIX_TAKEN',
  SignatoryInvalid: 'SETTINGS_SIGNATORY_INVALID',
} as const;

/** Why the hotel's profile was refused (each with the field it is about). */
export const HotelProfileErrorCode = {
  ProfileInvalid: 'PROFILE_INVALID',
} as const;
