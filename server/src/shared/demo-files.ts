import { crc32, deflateSync } from 'node:zlib';

// Small real files for the demo data, made in code: a one-page PDF of text and PNG pictures. The demo
// seeds name documents and attachments that nobody uploaded; these stand in for them, so a download
// link of the demo opens a real file of its kind (user-resources.demo-files.ts, mail.seed.files.ts).

/** Text a standard PDF font can show: accents dropped, anything else outside ASCII replaced. */
function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page A4 PDF: a title and lines of text in Helvetica. */
export function textPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT',
    '/F1 22 Tf',
    '72 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf',
    '0 -20 TL',
    'T*',
    ...lines.map((line) => `T* (${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB colour, 0–255 each. */
export type Rgb = readonly [number, number, number];

/** A truecolour PNG of `width` × `height`, each pixel's colour given by `colourAt(x, y)`. */
export function drawnPng(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colourAt(x, y);
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A square PNG placeholder portrait: a grey head and shoulders on a light background. */
export function portraitPng(size = 128): Buffer {
  const background: Rgb = [0xe2, 0xe8, 0xf0];
  const figure: Rgb = [0x94, 0xa3, 0xb8];
  return drawnPng(size, size, (x, y) => {
    const u = x / size - 0.5;
    const v = y / size;
    const head = u * u + (v - 0.38) ** 2 < 0.19 ** 2;
    const shoulders = v > 0.66 && (u / 0.4) ** 2 + ((v - 1.02) / 0.38) ** 2 < 1;
    return head || shoulders ? figure : background;
  });
}
