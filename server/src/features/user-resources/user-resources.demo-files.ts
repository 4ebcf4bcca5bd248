import { crc32, deflateSync } from 'node:zlib';

// The demo seed names documents but uploads no bytes. A seeded document whose file is not in storage
// is answered with a small generated file of its kind (a PDF page saying what it is, or a placeholder
// picture), so the demo's download links give real, openable files. Rows that are not seeded never get
// one: their missing file is reported as missing.

/** The kinds of file the demo can generate, in the order the demo seed prefers them. */
export const DEMO_EXTENSIONS: readonly string[] = ['.pdf', '.png'];

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

/** A square PNG placeholder portrait: a grey head and shoulders on a light background. */
export function portraitPng(size = 128): Buffer {
  const background = [0xe2, 0xe8, 0xf0];
  const figure = [0x94, 0xa3, 0xb8];
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0: none
    for (let x = 0; x < size; x++) {
      const u = x / size - 0.5;
      const v = y / size;
      const head = u * u + (v - 0.38) ** 2 < 0.19 ** 2;
      const shoulders = v > 0.66 && (u / 0.4) ** 2 + ((v - 1.02) / 0.38) ** 2 < 1;
      const [r, g, b] = head || shoulders ? figure : background;
      row.writeUInt8(r ?? 0, 1 + x * 3);
      row.writeUInt8(g ?? 0, 2 + x * 3);
      row.writeUInt8(b ?? 0, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The generated stand-in for a seeded document of `extension`, or null for a kind it cannot make. */
export function demoDocumentBytes(
  extension: string,
  document: { typeName: string; fileName: string; uploadedAt: Date },
): Buffer | null {
  if (extension === '.pdf') {
    return textPdf('Arena demo document', [
      `Type: ${document.typeName}`,
      `File: ${document.fileName}`,
      `Uploaded: ${document.uploadedAt.toISOString().slice(0, 10)}`,
      '',
      'This file stands in for a document of the demo data.',
      'No file was uploaded for it.',
    ]);
  }
  if (extension === '.png') return portraitPng();
  return null;
}
