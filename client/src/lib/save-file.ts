/** The file name the server gives in Content-Disposition, else a fallback. */
export function attachmentFileName(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : fallback;
}

/** Hands a fetched file to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A PDF file name from a document number: slashes become dashes ("AR-26-27-0001.pdf"). */
export function documentPdfName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
