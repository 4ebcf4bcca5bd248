import path from 'node:path';
import { drawnPng, textPdf, type Rgb } from '../../shared/demo-files.js';
import { storedSize, writeStored } from '../../shared/stored-files.js';
import { DEMO_ATTACHMENT_TEXT } from './mail.seed.data.js';

// The demo attachments' bytes (mail.seed.ts): small real files of the kind their name says — a one-page
// PDF, a PNG picture (so the reader's preview shows it), plain text for anything else — made in code,
// once per name, and stored like uploads (shared/stored-files.ts) under the data directory's files folder.

/** A demo attachment as stored: what it is and its bytes. */
export interface DemoAttachment {
  contentType: string;
  extension: string;
  bytes: Buffer;
}

const GRASS: Rgb = [0x2f, 0x85, 0x3f];
const GRASS_LIGHT: Rgb = [0x38, 0x9a, 0x4a];
const CHALK: Rgb = [0xf8, 0xfa, 0xfc];

/** A small football pitch from above: striped grass, the touchlines, the halfway line and circle. */
function pitchPng(width = 96, height = 64): Buffer {
  const margin = 4;
  return drawnPng(width, height, (x, y) => {
    const inside = x >= margin && x <= width - 1 - margin && y >= margin && y <= height - 1 - margin;
    const touchline =
      inside && (x === margin || x === width - 1 - margin || y === margin || y === height - 1 - margin);
    const halfway = inside && x === width / 2;
    const circle = Math.abs(Math.hypot(x - width / 2, y - height / 2) - 10) < 0.6;
    if (touchline || halfway || circle) return CHALK;
    return Math.floor(x / 8) % 2 === 0 ? GRASS : GRASS_LIGHT;
  });
}

function make(name: string): DemoAttachment {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  const text = DEMO_ATTACHMENT_TEXT[name] ?? { title: name, lines: ['Arena demo attachment'] };
  if (extension === 'pdf') {
    return { contentType: 'application/pdf', extension, bytes: textPdf(text.title, text.lines) };
  }
  if (extension === 'png') return { contentType: 'image/png', extension, bytes: pitchPng() };
  const body = `${[text.title, '', ...text.lines].join('\n')}\n`;
  return { contentType: 'text/plain', extension: 'txt', bytes: Buffer.from(body, 'utf8') };
}

const made = new Map<string, DemoAttachment>();

/** The demo attachment called `name`: the same bytes every time (made once per name and process). */
export function demoAttachment(name: string): DemoAttachment {
  let attachment = made.get(name);
  if (!attachment) {
    attachment = make(name);
    made.set(name, attachment);
  }
  return attachment;
}

/**
 * Stores each file under its key in `filesDir`, once: a file already there with its length is left as
 * it is, so seeding again writes nothing.
 */
export async function storeDemoFiles(
  filesDir: string,
  files: readonly { storageKey: string; bytes: Buffer }[],
): Promise<void> {
  const root = path.resolve(filesDir);
  await Promise.all(
    files.map(async ({ storageKey, bytes }) => {
      if ((await storedSize(root, storageKey)) !== bytes.length) await writeStored(root, storageKey, bytes);
    }),
  );
}
