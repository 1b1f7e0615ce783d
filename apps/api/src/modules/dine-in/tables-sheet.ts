/**
 * The printable sheet of a store's tables (issue 18, `npm run tables -- … --out tables.pdf`): A4
 * pages of 2×3 cards, one per table, each with the brand's name, 'Table 12' and 'طاولة 12', the
 * table's label, the QR code of its link, 'Scan to order and pay' and 'امسح الرمز للطلب والدفع'.
 * Arabic is set in Noto Naskh Arabic (@embedpdf/fonts-arabic, OFL-1.1): pdfkit lays each word out
 * with fontkit, which joins its letters (initial, medial, final forms) and draws an Arabic word's
 * glyphs right to left; but pdfkit puts the words themselves left to right, so a line with Arabic
 * is drawn word by word in visual order (visualRuns).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** One card: the table's number, its label (null: none) and its link (the QR code's content). */
export interface TableCard {
  number: number;
  label: string | null;
  link: string;
}

/** The English and Arabic line under the QR code (issue 18). */
const SCAN_TEXT = { en: 'Scan to order and pay', ar: 'امسح الرمز للطلب والدفع' } as const;
/** 'Table' in Arabic, before the number ('طاولة 12', as the kitchen board says). */
const TABLE_AR = 'طاولة';

const ARABIC_FONT = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-arabic')),
  '../fonts/NotoNaskhArabic-Regular.ttf',
);
const ARABIC_LETTERS = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/** A4 in points, the page margin, the gap between cards and the grid (2 columns × 3 rows). */
const PAGE = { width: 595.28, height: 841.89, margin: 28, gap: 16, columns: 2, rows: 3 } as const;
const CARD_WIDTH = (PAGE.width - 2 * PAGE.margin - PAGE.gap) / PAGE.columns;
const CARD_HEIGHT = (PAGE.height - 2 * PAGE.margin - 2 * PAGE.gap) / PAGE.rows;
const QR_SIZE = 132;

type Doc = InstanceType<typeof PDFDocument>;

/** Text that is not Latin-1 goes in the Arabic font (pdfkit's Helvetica is WinAnsi). */
const fontFor = (text: string) => (ARABIC_LETTERS.test(text) ? 'arabic' : 'Helvetica');

/**
 * The words of a line in the order they are drawn from the left: a line with Arabic letters is
 * right to left, so its words are reversed ('امسح الرمز' → ['الرمز', 'امسح']; 'طاولة 12' → ['12',
 * 'طاولة']); other text is one run. Each word is then laid out on its own — fontkit joins an
 * Arabic word's letters and draws them right to left, a number stays left to right — and the
 * spaces are placed by hand: pdfkit lays a line out word by word with each space glued to its word,
 * which in a right-to-left word lands on the wrong side.
 */
function visualRuns(text: string): string[] {
  return ARABIC_LETTERS.test(text) ? text.split(' ').filter(Boolean).reverse() : [text];
}

/**
 * Draws one line centred in the card at `y`, in `font` at `size` points — smaller when the line
 * would not fit the card (a long brand name) — an Arabic line word by word (visualRuns).
 */
function centred(doc: Doc, text: string, font: string, x: number, y: number, size: number) {
  const runs = visualRuns(text);
  const measure = () => {
    const space = doc.widthOfString(' ');
    const widths = runs.map((run) => doc.widthOfString(run));
    return { space, widths, total: widths.reduce((a, b) => a + b, 0) + space * (runs.length - 1) };
  };
  doc.font(font).fontSize(size);
  let { space, widths, total } = measure();
  const room = CARD_WIDTH - 16;
  if (total > room) {
    doc.fontSize((size * room) / total);
    ({ space, widths, total } = measure());
  }
  let left = x + (CARD_WIDTH - total) / 2;
  runs.forEach((run, i) => {
    doc.text(run, left, y, { lineBreak: false });
    left += (widths[i] ?? 0) + space;
  });
}

/** Draws the card of `card` with its top-left corner at (x, y). */
async function drawCard(doc: Doc, brandName: string, card: TableCard, x: number, y: number) {
  doc
    .save()
    .lineWidth(0.8)
    .strokeColor('#9ca3af')
    .roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, 10)
    .stroke()
    .restore();
  doc.fillColor('#111827');
  centred(doc, brandName, fontFor(brandName), x, y + 9, 12);
  centred(doc, `Table ${card.number}`, 'Helvetica-Bold', x, y + 24, 20);
  centred(doc, `${TABLE_AR} ${card.number}`, 'arabic', x, y + 46, 14);
  if (card.label) centred(doc, card.label, fontFor(card.label), x, y + 70, 9);
  const qrTop = y + (card.label ? 82 : 74);
  const png = await QRCode.toBuffer(card.link, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 8,
  });
  doc.image(png, x + (CARD_WIDTH - QR_SIZE) / 2, qrTop, { width: QR_SIZE, height: QR_SIZE });
  centred(doc, SCAN_TEXT.en, 'Helvetica', x, qrTop + QR_SIZE + 3, 11);
  centred(doc, SCAN_TEXT.ar, 'arabic', x, qrTop + QR_SIZE + 16, 12);
}

/**
 * The sheet of `cards` (by number) for the brand `brandName`, as a PDF: A4, 6 cards a page
 * (2 columns × 3 rows), at least one page. Answers the PDF's bytes.
 */
export async function renderTablesSheet(brandName: string, cards: TableCard[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${brandName} — tables`, Creator: 'Sufra' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('arabic', ARABIC_FONT);
  const perPage = PAGE.columns * PAGE.rows;
  if (cards.length === 0) doc.addPage();
  for (const [i, card] of cards.entries()) {
    if (i % perPage === 0) doc.addPage();
    const slot = i % perPage;
    const column = slot % PAGE.columns;
    const row = Math.floor(slot / PAGE.columns);
    await drawCard(
      doc,
      brandName,
      card,
      PAGE.margin + column * (CARD_WIDTH + PAGE.gap),
      PAGE.margin + row * (CARD_HEIGHT + PAGE.gap),
    );
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
