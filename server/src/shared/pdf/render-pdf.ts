import { createRequire } from 'node:module';
import path from 'node:path';
import pdfMake from 'pdfmake';

// PDF documents (a data hand-over today; invoices and receipts next) through pdfmake, in Roboto as the
// package ships it: its glyphs cover Turkish (ç ğ ı İ ö ş ü). pdfmake is one module-wide instance, set up
// once here: it reads the font files and nothing else on this machine, and fetches nothing over the
// network (a document names no image by address).

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

/** What pdfmake draws: content, styles, page margins, header and footer. */
export type PdfDocument = Parameters<typeof pdfMake.createPdf>[0];

let ready = false;
function setUp(): void {
  if (ready) return;
  pdfMake.setFonts({
    Roboto: {
      normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
      bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
      italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
      bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfMake.setUrlAccessPolicy(() => false);
  pdfMake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));
  ready = true;
}

/** Renders a pdfmake document (A4, Roboto) to the bytes of a PDF file. */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  setUp();
  return pdfMake
    .createPdf({ pageSize: 'A4', defaultStyle: { font: 'Roboto', fontSize: 10 }, ...document })
    .getBuffer();
}
