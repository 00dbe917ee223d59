export type ImageType = { contentType: 'image/jpeg' | 'image/png' | 'image/webp'; extension: 'jpg' | 'png' | 'webp' };

/**
 * The image type a file really is, read from its first bytes: a name or a declared MIME type
 * proves nothing. Answers undefined for anything that is not JPEG, PNG or WebP.
 */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.length < 16) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR'
  ) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    const chunk = bytes.subarray(12, 16).toString('latin1');
    if (chunk === 'VP8 ' || chunk === 'VP8L' || chunk === 'VP8X') return { contentType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}
