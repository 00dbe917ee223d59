import PDFDocument from 'pdfkit';
import { documentFonts, FONT } from './pdf-fonts';
import { LANDSCAPE_PAGE, PAGE } from './pdf-layout';

/** An A4 pdfkit document with the hotel's fonts registered and pages buffered (for footers); `landscape` turns it sideways (draw with a Sheet of LANDSCAPE_PAGE). */
export function newA4Document(info: PDFKit.DocumentInfo, options: { landscape?: boolean } = {}): PDFKit.PDFDocument {
  const fonts = documentFonts();
  const page = options.landscape ? LANDSCAPE_PAGE : PAGE;
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margins: { top: page.margin, bottom: page.margin, left: page.margin, right: page.margin },
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
