import PDFDocument from 'pdfkit';
import { documentFonts, FONT } from './pdf-fonts';
import { PAGE } from './pdf-layout';

/** An A4 pdfkit document with the hotel's fonts registered and pages buffered (for footers). */
export function newA4Document(info: PDFKit.DocumentInfo): PDFKit.PDFDocument {
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    font: fonts.regular as unknown as string,
    info,
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  return doc;
}

/** The document's bytes once `end()` is called (call this first, then draw, then end). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
