/** Why a privacy request was refused. */
export const PrivacyRequestErrorCode = {
  PrivacyRequestInvalid: 'PRIVACY_REQUEST_INVALID',
  PrivacyRequestNotFound: 'PRIVACY_REQUEST_NOT_FOUND',
  PrivacyRequestClosed: 'PRIVACY_REQUEST_CLOSED',
  PrivacyRequestsTooMany: 'PRIVACY_REQUESTS_TOO_MANY',
  PrivacyDataLinkInvalid: 'PRIVACY_DATA_LINK_INVALID',
} as const;
