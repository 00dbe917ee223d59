/** Text or an attribute value made safe for XML (and free of characters XML 1.0 forbids). */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters: they are dropped, not escaped
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Integer paise as rupees with two decimals ("1234.50"), the way Google's price elements take an amount. */
export function rupees(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`Not an amount in paise: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
