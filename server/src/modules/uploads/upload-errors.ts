export const UploadErrorCode = {
  InvalidImage: 'INVALID_IMAGE',
  TooManyImages: 'TOO_MANY_IMAGES',
  NoImages: 'NO_IMAGES',
} as const;
