/**
 * `node --import tsx tests/analyst/check-truth.ts [dev|test] [file-name-part]`: checks annotations
 * against the text the product reads: every figure's value on its page (or in its sheet), every risk's
 * words on its page, every trap's value somewhere, concepts and scopes from the lists ANNOTATING.md gives.
 * Prints each problem and a count; exits 1 when there are problems.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import mammoth from 'mammoth';
import { fixturesDirectory } from '../corpus/fixtures';
import { annotationConcepts, annotationScopes, type TruthDocument } from './truth';

const here = import.meta.dirname;
const squeeze = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

async function pagesOf(file: string): Promise<string[]> {
  const path = join(fixturesDirectory, file);
  if (file.endsWith('.pdf')) {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { maxBuffer: 1 << 30 })
      .toString('utf8')
      .split('\f');
  }
  if (file.endsWith('.docx')) return [(await mammoth.extractRawText({ path })).value];
  const workbook = XLSX.read(readFileSync(path), { type: 'buffer' });
  return workbook.SheetNames.map(
    (name) => `${name}\n${XLSX.utils.sheet_to_csv(workbook.Sheets[name], { blankrows: true })}`,
  );
}

async function check(truth: TruthDocument): Promise<string[]> {
  const problems: string[] = [];
  const pages = (await pagesOf(truth.file)).map(squeeze);
  const whole = pages.join(' ');
  const onPage = (value: string, page?: number) =>
    (page === undefined ? whole : (pages[page - 1] ?? '')).includes(squeeze(value));
  for (const figure of truth.figures) {
    const where = `${figure.concept} ${figure.value} p${figure.page ?? '-'}`;
    if (!annotationConcepts.includes(figure.concept)) problems.push(`unknown concept: ${where}`);
    if (!annotationScopes.includes(figure.scope)) problems.push(`unknown scope ${figure.scope}: ${where}`);
    if (!onPage(figure.value, figure.page)) problems.push(`value not on its page: ${where}`);
    if (!figure.question?.trim()) problems.push(`no question: ${where}`);
    if (truth.file.endsWith('.pdf') && figure.page === undefined) problems.push(`no page: ${where}`);
  }
  for (const risk of truth.risks) {
    const page = risk.page === undefined ? whole : (pages[risk.page - 1] ?? '');
    for (const word of risk.words) {
      if (!page.includes(squeeze(word))) problems.push(`risk word not on its page: ${word} p${risk.page}`);
    }
  }
  for (const trap of truth.traps) {
    if (!whole.includes(squeeze(trap.value))) problems.push(`trap value not in the document: ${trap.value}`);
  }
  return problems.map((problem) => `${truth.file}: ${problem}`);
}

const [half, part] = process.argv.slice(2);
let count = 0;
for (const side of half ? [half] : ['dev', 'test']) {
  const folder = join(here, 'truth', side);
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.json'))) {
    if (part && !name.includes(part)) continue;
    const truth: TruthDocument = JSON.parse(readFileSync(join(folder, name), 'utf8'));
    const problems = await check(truth);
    count += problems.length;
    for (const problem of problems) console.log(problem);
    console.log(`${side}/${name}: ${truth.figures.length} figures, ${problems.length} problems`);
  }
}
process.exitCode = count > 0 ? 1 : 0;
