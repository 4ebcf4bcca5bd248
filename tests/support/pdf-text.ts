import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Downloads through the real HTTP API and the text of the PDFs they answer, for the suites of the
// documents the server draws (invoices, receipts).

/** A file as answered: the status, the headers and the bytes (JSON for an error). */
export interface DownloadedFile {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json: () => { code?: string; message?: string };
}

/** GET `path` of the server at `baseUrl` as `token` (signed out without one). */
export async function downloadFile(baseUrl: string, path: string, token?: string): Promise<DownloadedFile> {
  const response = await fetch(`${baseUrl}/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = () => JSON.parse(bytes.toString('utf8')) as { code?: string; message?: string };
  return { status: response.status, headers: response.headers, bytes, json };
}

/**
 * The text a PDF shows, a line per baseline and its pieces joined by a space (no poppler needed): pdfkit
 * draws each word with a Type 0 font whose glyph codes its ToUnicode map turns back into characters.
 */
export function pdfLines(bytes: Buffer): string[] {
  const pdf = bytes.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of pdf.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj/g))
    objects.set(id!, body!);
  const stream = (object: string) => {
    const start = object.indexOf('\nstream\n');
    const data = Buffer.from(object.slice(start + 8, object.lastIndexOf('\nendstream')), 'latin1');
    return (object.slice(0, start).includes('/FlateDecode') ? inflateSync(data) : data).toString('latin1');
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, id] of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    if (fonts.has(name!)) continue;
    const glyphs = new Map<number, string>();
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!) ?? '');
    const cmap = toUnicode ? stream(objects.get(toUnicode[1]!)!) : '';
    for (const [, first, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      [...list!.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, code], index) =>
        glyphs.set(parseInt(first!, 16) + index, String.fromCodePoint(parseInt(code!, 16))),
      );
    }
    fonts.set(name!, glyphs);
  }
  const lines: string[] = [];
  let font = new Map<number, string>();
  let baseline = '';
  for (const [, contents] of pdf.matchAll(/\/Type \/Page\n[^]*?\/Contents (\d+) 0 R/g)) {
    const operators = /[\d.-]+ ([\d.-]+) Tm|\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g;
    for (const [, y, name, shown] of stream(objects.get(contents!)!).matchAll(operators)) {
      if (y !== undefined) {
        if (y === baseline) lines[lines.length - 1] += ' ';
        else lines.push('');
        baseline = y;
      } else if (name !== undefined) {
        font = fonts.get(name) ?? new Map();
      } else {
        for (const [, codes] of shown!.matchAll(/<([0-9a-f]*)>/gi)) {
          for (let at = 0; at < codes!.length; at += 4) {
            lines[lines.length - 1] += font.get(parseInt(codes!.slice(at, at + 4), 16)) ?? '?';
          }
        }
      }
    }
  }
  // The fonts draw "ff", "fi" and the like as one ligature glyph, read back as its letters.
  return lines
    .map((line) => line.replace(/[\uFB00-\uFB06]/g, (ligature) => ligature.normalize('NFKC')))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The answer checked as a PDF file named `fileName`, sent without caching (`who` names the failure): its lines. */
export function pdfAnswerLines(answer: DownloadedFile, who: string, fileName: string): string[] {
  expect(answer.status, who).toBe(200);
  expect(answer.headers.get('content-type'), who).toBe('application/pdf');
  expect(answer.headers.get('content-disposition'), who).toContain(`filename="${fileName}"`);
  expect(answer.headers.get('cache-control'), who).toContain('no-store');
  expect(Number(answer.headers.get('content-length')), who).toBe(answer.bytes.length);
  expect(answer.bytes.subarray(0, 5).toString('latin1'), who).toBe('%PDF-');
  return pdfLines(answer.bytes);
}

/**
 * The suite of who may not download a document: each of `personas` gets NOT_FOUND as for an unknown
 * `noun` ("Invoice not found."), a signed-out caller is asked to sign in, and a malformed or unknown id
 * answers NOT_FOUND even to `admin`, never a server error.
 */
export function describeRefusedDownloads<Persona extends string>(options: {
  noun: string;
  personas: readonly Persona[];
  admin: Persona;
  tokens: Record<Persona, string>;
  id: () => string;
  download: (id: string, token?: string) => Promise<DownloadedFile>;
}) {
  const { noun, personas, admin, tokens, id, download } = options;
  describe('who may not download it', () => {
    it.each(personas)(`answers %s NOT_FOUND, as for an unknown ${noun.toLowerCase()}`, async (persona) => {
      const answer = await download(id(), tokens[persona]);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: `${noun} not found.` });
    });

    it('asks a signed-out caller to sign in', async () => {
      const answer = await download(id());
      expect(answer.status).toBe(401);
      expect(answer.json().code).toBe('UNAUTHENTICATED');
    });

    it('answers NOT_FOUND for a malformed or unknown id, even to an admin, never a server error', async () => {
      for (const unknown of ['not-an-id', "1' OR '1'='1", '00000000-0000-4000-8000-000000000000']) {
        const answer = await download(unknown, tokens[admin]);
        expect([answer.status, answer.json().code], unknown).toEqual([404, 'NOT_FOUND']);
      }
    });
  });
}
