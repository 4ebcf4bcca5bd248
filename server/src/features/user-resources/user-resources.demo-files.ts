import { portraitPng, textPdf } from '../../shared/demo-files.js';

// The demo seed names documents but uploads no bytes. A seeded document whose file is not in storage
// is answered with a small generated file of its kind (a PDF page saying what it is, or a placeholder
// picture), so the demo's download links give real, openable files. Rows that are not seeded never get
// one: their missing file is reported as missing.

/** The kinds of file the demo can generate, in the order the demo seed prefers them. */
export const DEMO_EXTENSIONS: readonly string[] = ['.pdf', '.png'];

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
