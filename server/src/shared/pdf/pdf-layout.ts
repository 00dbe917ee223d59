import { FONT } from './pdf-fonts';

/** The colours of a document: near-black text, grey labels and rules, one dark blue accent. */
export const COLOUR = { ink: '#111827', muted: '#4b5563', rule: '#c7ccd4', shade: '#eef1f5', accent: '#1e3a8a' } as const;

/** A4 in points, with 40 pt margins and room for the footer line. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40, footer: 28 } as const;

/** A4 turned sideways, for wide tables (the guest register). */
export const LANDSCAPE_PAGE = { width: PAGE.height, height: PAGE.width, margin: 30, footer: 24 } as const;

export type PageSize = { readonly width: number; readonly height: number; readonly margin: number; readonly footer: number };

export type Align = 'left' | 'right' | 'center';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: string;
  align?: Align;
  /** Width of the box the text wraps in; the rest of the line by default. */
  width?: number;
}

export interface Column {
  header: string;
  /** Share of the table's width (the widths are scaled to fill it). */
  width: number;
  align?: Align;
}

export interface TableOptions {
  size?: number;
  /** Rows (by index) printed in bold with a rule above: totals. */
  boldRows?: readonly number[];
}

const CELL_PAD_X = 4;
const CELL_PAD_Y = 3.5;

/**
 * A cursor over a pdfkit document: text boxes, "Label: value" pairs, rules and tables that flow
 * onto a new page when they do not fit, their header repeated.
 */
export class Sheet {
  readonly left: number;
  readonly width: number;
  readonly right: number;
  private readonly bottom: number;
  y: number;

  /** `page`: A4 upright unless a landscape document (newA4Document's `landscape`) says otherwise. */
  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly page: PageSize = PAGE,
  ) {
    this.left = page.margin;
    this.width = page.width - 2 * page.margin;
    this.right = page.width - page.margin;
    this.bottom = page.height - page.margin - page.footer;
    this.y = page.margin;
  }

  /** Starts a new page when `height` more points do not fit on this one. */
  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.page.margin;
  }

  gap(points: number): void {
    this.y += points;
  }

  private style({ size = 9, bold = false, colour = COLOUR.ink }: TextStyle): void {
    this.doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(size)
      .fillColor(colour);
  }

  /** How tall `text` would be in this style and width. */
  measure(text: string, style: TextStyle = {}): number {
    this.style(style);
    return this.doc.heightOfString(text, { width: style.width ?? this.width, lineGap: 1 });
  }

  /** Text in a box at (x, y) without moving the cursor; answers its height. */
  textAt(text: string, x: number, y: number, style: TextStyle = {}): number {
    const width = style.width ?? this.right - x;
    this.style(style);
    this.doc.text(text, x, y, { width, align: style.align ?? 'left', lineGap: 1 });
    return this.doc.y - y;
  }

  /** Text at the cursor, which moves below it. */
  text(text: string, style: TextStyle = {}, x = this.left): void {
    this.ensure(this.measure(text, { ...style, width: style.width ?? this.right - x }));
    this.y += this.textAt(text, x, this.y, style);
  }

  /** "Label: value" in one run (the label in grey), so a text reader keeps them on one line. */
  pairAt(label: string, value: string, x: number, y: number, width: number, size = 9, bold = false): number {
    this.style({ size, colour: COLOUR.muted });
    this.doc.text(`${label}: `, x, y, { width, continued: true, lineGap: 1 });
    this.style({ size, bold });
    this.doc.text(value, { lineGap: 1 });
    return this.doc.y - y;
  }

  /** Lines of "Label: value" pairs at the cursor. */
  pairs(pairs: ReadonlyArray<readonly [string, string]>, size = 9, x = this.left, width = this.right - x): void {
    for (const [label, value] of pairs) {
      this.ensure(size * 1.6);
      this.y += this.pairAt(label, value, x, this.y, width, size);
    }
  }

  /** A horizontal rule across the page (or from x1 to x2). */
  rule(colour: string = COLOUR.rule, thickness = 0.6, x1 = this.left, x2 = this.right, y = this.y): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(thickness).strokeColor(colour).stroke().restore();
  }

  /** A section heading: small capitals in the accent colour with a rule under it. */
  heading(text: string): void {
    this.ensure(40);
    this.gap(8);
    this.y += this.textAt(text.toUpperCase(), this.left, this.y, { size: 8, bold: true, colour: COLOUR.accent });
    this.gap(1);
    this.rule(COLOUR.accent, 0.8);
    this.gap(4);
  }

  /** A table with a shaded header row; rows carry on over pages with the header again. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], options: TableOptions = {}): void {
    const size = options.size ?? 8.5;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const header = columns.map((column) => column.header);
    const rowHeight = (cells: readonly string[], bold: boolean) =>
      Math.max(...cells.map((cell, i) => this.measure(cell, { size, bold, width: widths[i] - 2 * CELL_PAD_X }))) + 2 * CELL_PAD_Y;
    const drawRow = (cells: readonly string[], kind: 'header' | 'body' | 'bold') => {
      const bold = kind !== 'body';
      const height = rowHeight(cells, bold);
      if (kind === 'header') this.doc.save().rect(this.left, this.y, this.width, height).fill(COLOUR.shade).restore();
      if (kind === 'bold') this.rule(COLOUR.ink, 0.8);
      let x = this.left;
      cells.forEach((cell, i) => {
        const style = { size, bold, width: widths[i] - 2 * CELL_PAD_X, align: columns[i].align ?? 'left' };
        this.textAt(cell, x + CELL_PAD_X, this.y + CELL_PAD_Y, {
          ...style,
          colour: kind === 'header' ? COLOUR.muted : COLOUR.ink,
        });
        x += widths[i];
      });
      this.y += height;
      this.rule(kind === 'header' ? COLOUR.ink : COLOUR.rule, kind === 'header' ? 0.8 : 0.5);
    };

    this.ensure(rowHeight(header, true) + rowHeight(rows[0] ?? header, false));
    drawRow(header, 'header');
    rows.forEach((cells, index) => {
      const bold = options.boldRows?.includes(index) ?? false;
      const height = rowHeight(cells, bold);
      if (this.y + height > this.bottom) {
        this.ensure(height * 2 + 30);
        drawRow(header, 'header');
      }
      drawRow(cells, bold ? 'bold' : 'body');
    });
  }

  /** The footer of every page: a note on the left, "Page 1 of 2" on the right. */
  footers(note: string): void {
    const range = this.doc.bufferedPageRange();
    for (let index = 0; index < range.count; index += 1) {
      this.doc.switchToPage(range.start + index);
      // Writing below the bottom margin would make pdfkit start another page.
      const margins = this.doc.page.margins;
      const saved = margins.bottom;
      margins.bottom = 0;
      const y = this.page.height - this.page.margin - 10;
      this.rule(COLOUR.rule, 0.5, this.left, this.right, y - 5);
      this.textAt(note, this.left, y, { size: 7, colour: COLOUR.muted, width: this.width * 0.8 });
      this.textAt(`Page ${index + 1} of ${range.count}`, this.left, y, { size: 7, colour: COLOUR.muted, align: 'right' });
      margins.bottom = saved;
    }
  }
}
