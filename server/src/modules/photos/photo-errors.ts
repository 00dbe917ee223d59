/** The bytes looked like a JPEG, PNG or WebP but do not decode (truncated, corrupt, or too many pixels). */
export class UndecodablePhotoError extends Error {}
