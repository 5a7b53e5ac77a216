// The PDF/A-3B stage of a Factur-X document (R134), as the structural check in
// scripts/conformance/pdfa.ts makes it.
//
// MERGE POINT: pdfa.ts (`pdfA3bProblems(pdf: Uint8Array): Promise<string[]>`) is written on the
// branch einvoice-fixes. Until it is in this tree the stage reports itself as not run; once it
// is, it runs with no change here. When both branches are merged this file can import it
// statically: `export { pdfA3bProblems } from './pdfa.js';`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type PdfA3bCheck = (pdf: Uint8Array) => Promise<string[]>;

/** The PDF/A-3B check, or undefined while scripts/conformance/pdfa.ts is not in the tree. */
export async function pdfA3bCheck(): Promise<PdfA3bCheck | undefined> {
  if (!existsSync(fileURLToPath(new URL('./pdfa.ts', import.meta.url)))) return undefined;
  const specifier = './pdfa.js'; // a variable, so that the type check does not need the file yet
  const module = (await import(specifier)) as { pdfA3bProblems: PdfA3bCheck };
  return module.pdfA3bProblems;
}
