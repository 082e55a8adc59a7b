import { DEALER_COMMENTS_PENDING_TEXT } from '@forecourt/dealer-comments';
import { dealerCommentsText } from '@forecourt/dealer-comments/sanitise';
import PDFDocument from 'pdfkit';

/** Everything the printable vehicle page shows, already formatted by the caller. */
export interface PrintableCar {
  title: string;
  subtitle: string | null;
  /** The price text as the site shows it (`$45,990`, `PREORDER` or the no-price text). */
  priceText: string;
  /** Drive away, excl. government charges ... when the car has a price type. */
  priceType: string | null;
  /** `Was $49,990` when the was-price applies. */
  wasPriceText: string | null;
  /** Label and value rows; rows without a value are dropped (vehicle-stock §5). */
  specs: [label: string, value: string | null | undefined][];
  /** Dealer comments as HTML (vehicle-stock §3 `dealercomments`). */
  commentsHtml: string | null;
  colour: string | null;
  /** The first photo as PNG or JPEG bytes, when one is available locally. */
  photo: Buffer | null;
  dealershipName: string | null;
  locationName: string | null;
  address: string | null;
  phone: string | null;
  /** `Printed 05 March 2026`. */
  printedText: string;
}

/** Body colour names to a fill for the photo placeholder; unknown colours get light grey. */
const COLOUR_FILLS: readonly [name: string, fill: string][] = [
  ['white', '#f4f4f4'],
  ['black', '#222222'],
  ['silver', '#c0c0c0'],
  ['grey', '#8a8a8a'],
  ['gray', '#8a8a8a'],
  ['red', '#c0392b'],
  ['maroon', '#7b1e1e'],
  ['blue', '#2e5fa3'],
  ['green', '#2e7d32'],
  ['yellow', '#f1c40f'],
  ['orange', '#e67e22'],
  ['brown', '#795548'],
  ['bronze', '#a97142'],
  ['beige', '#d8c8a8'],
  ['gold', '#c9a227'],
  ['purple', '#6a1b9a'],
];

const PLACEHOLDER_FILL = '#dddddd';

/** The placeholder fill for a body colour such as `Glacier White` or `Jet Black`. */
export function colourFill(colour: string | null | undefined): string {
  const name = (colour ?? '').toLowerCase();
  return COLOUR_FILLS.find(([known]) => name.includes(known))?.[1] ?? PLACEHOLDER_FILL;
}

function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  return 0.299 * r + 0.587 * g + 0.114 * b < 140;
}

/**
 * The first photo's bytes when it can be embedded without fetching anything: a `data:` URL of
 * a PNG or JPEG. Demo and feed photos are remote (or SVG, which PDFKit cannot draw), so they get
 * the colour placeholder instead.
 */
export function embeddablePhoto(url: string | null | undefined): Buffer | null {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(url ?? '');
  return match?.[2] ? Buffer.from(match[2], 'base64') : null;
}

/** PDFKit's standard fonts speak WinAnsi: swap the usual typographic characters it lacks. */
function printable(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\n\x20-\x7E\xA0-\xFF]/g, '');
}

/**
 * Renders the printable vehicle page (vehicle-stock §2 "/print", §7 "Print PDF by car slug") as
 * an A4 PDF: photo or colour placeholder, title, price, key specs, dealer comments, dealership
 * and location details and the print date. Streams are left uncompressed (`compress: false`):
 * the page is a few kB of text, and plain streams keep the text searchable and testable.
 */
export async function renderCarPdf(car: PrintableCar): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: false,
    info: { Title: printable(car.title), Creator: 'Forecourt', Producer: 'Forecourt' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const photoHeight = 220;
  const top = doc.y;
  let drewPhoto = false;
  if (car.photo) {
    try {
      doc.image(car.photo, left, top, { fit: [width, photoHeight], align: 'center' });
      drewPhoto = true;
    } catch {
      drewPhoto = false;
    }
  }
  if (!drewPhoto) {
    const fill = colourFill(car.colour);
    doc.rect(left, top, width, photoHeight).fillAndStroke(fill, '#999999');
    doc
      .fillColor(isDark(fill) ? '#ffffff' : '#333333')
      .font('Helvetica')
      .fontSize(12)
      .text(
        printable(car.colour ? `${car.colour} - photos online` : 'Photos online'),
        left,
        top + photoHeight / 2 - 6,
        {
          width,
          align: 'center',
        },
      );
  }
  doc.fillColor('#000000');
  doc.y = top + photoHeight + 16;
  doc.x = left;

  doc.font('Helvetica-Bold').fontSize(20).text(printable(car.title), { width });
  if (car.subtitle) doc.font('Helvetica').fontSize(12).text(printable(car.subtitle), { width });
  doc.moveDown(0.4);
  const priceTop = doc.y;
  doc.font('Helvetica-Bold').fontSize(18);
  const priceWidth = doc.widthOfString(printable(car.priceText));
  const priceHeight = doc.currentLineHeight(true);
  doc.text(printable(car.priceText), left, priceTop, { lineBreak: false });
  if (car.priceType) {
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(printable(car.priceType), left + priceWidth + 6, priceTop + 5, { lineBreak: false });
  }
  doc.x = left;
  doc.y = priceTop + priceHeight + 2;
  if (car.wasPriceText) {
    doc.font('Helvetica').fontSize(11).fillColor('#666666').text(printable(car.wasPriceText));
    doc.fillColor('#000000');
  }

  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(13).text('Key specifications');
  doc.moveDown(0.3);
  for (const [label, value] of car.specs) {
    if (value === null || value === undefined || value.trim() === '' || value === 'null') continue;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, left, y, { width: 130 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(printable(value), left + 140, y, { width: width - 140 });
    doc.x = left;
  }

  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(13).text('Dealer comments', left);
  doc.moveDown(0.3);
  const comments = dealerCommentsText(car.commentsHtml) || DEALER_COMMENTS_PENDING_TEXT;
  doc.font('Helvetica').fontSize(10).text(printable(comments), { width });

  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(13).text('Dealer');
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10);
  const lines = [car.dealershipName, car.locationName, car.address, car.phone];
  for (const line of new Set(lines.filter((line): line is string => !!line?.trim()))) {
    doc.text(printable(line), { width });
  }

  doc.moveDown(1);
  doc.fillColor('#666666').fontSize(9).text(printable(car.printedText), { width });
  doc.end();
  return done;
}
