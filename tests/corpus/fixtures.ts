/** Where the shared fixture corpus lives, and the documents in it that the product accepts by name. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileKindOf } from '@shared/document-upload';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const fixturesDirectory = resolve(repositoryRoot, process.env.FIXTURES_DIR ?? '../shared/fixtures');

export const fixturesPresent = existsSync(fixturesDirectory);

export const missingFixturesMessage =
  `No fixtures at ${fixturesDirectory}. Check out shared/ beside the repository, or set FIXTURES_DIR ` +
  '(absolute, or relative to the repository root) to the folder holding MANIFEST.tsv.';

/** Every PDF, DOC, DOCX, XLS and XLSX below the corpus, sorted; folders named `_…` hold expectations. */
export function fixtureDocuments(directory = fixturesDirectory): string[] {
  if (!existsSync(directory)) throw new Error(missingFixturesMessage);
  return readdirSync(directory)
    .flatMap((entry) => {
      const path = join(directory, entry);
      if (statSync(path).isDirectory()) return entry.startsWith('_') ? [] : fixtureDocuments(path);
      return fileKindOf(entry) ? [path] : [];
    })
    .sort();
}
