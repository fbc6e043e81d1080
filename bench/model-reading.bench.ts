import type { DocumentToRead } from '../src/server/ai/contracts';
import { summariseInThread } from '../src/server/ai/document-reading/summarise-in-thread';
import { createModelReader } from '../src/server/ai/model-reading/read-document-with-model';
import { documents, teams } from '../src/server/db/schema';
import { replaceDocumentFacts } from '../src/server/modules/documents/document-facts';
import { benchDatabases } from './support/databases';
import { startInstantModel } from './support/instant-model';
import { prose, seededRandom } from './support/realistic-text';
import { printTable, verdict } from './support/report';
import { formatMs, formatRatio, median, timed } from './support/stats';

/**
 * Issue 23's target: processing a document with model reading (the model's answer, audit, merge, keeping
 * the reading and storing the larger ledger) costs under 1.5× processing it with local reading alone.
 */
const targetRatio = 1.5;
const rounds = 3;

const documentCount = 8;
const pagesPerDocument = 12;

/** Fund-report prose with its figures, as a PDF's text: twelve pages of about 3,500 characters. */
function reports(): DocumentToRead[] {
  const random = seededRandom(23);
  return Array.from({ length: documentCount }, (_, index) => {
    const pages = Array.from({ length: pagesPerDocument }, () => prose(random, 3500));
    return {
      text: pages.join('\f'),
      fileName: `report-${index + 1}.pdf`,
      declaredType: 'other',
      pageCount: pages.length,
      tables: [],
    };
  });
}

export async function run(): Promise<void> {
  const model = await startInstantModel();
  const texts = reports();
  const cells: string[][] = [];
  try {
    for (const { label, open } of benchDatabases()) {
      const database = await open();
      try {
        const [team] = await database.db.insert(teams).values({ name: 'Bench Capital' }).returning();
        const settings = { baseUrl: model.baseUrl, model: 'instant', timeoutMs: 20_000 };
        const read = createModelReader(database.db, { forTeam: async () => settings, concurrency: 2 });
        const [row] = await database.db
          .insert(documents)
          .values({
            teamId: team.id,
            name: 'report.pdf',
            type: 'other',
            mimeType: 'application/pdf',
            fileSize: 1,
            blobSha256: 'bench',
            status: 'processed',
            category: 'financial',
          })
          .returning();
        const stored = { teamId: team.id, id: row.id };
        const local: number[] = [];
        const withModel: number[] = [];
        let figures = 0;
        for (let round = 0; round <= rounds; round += 1) {
          for (const [index, document] of texts.entries()) {
            // As processing does: the reading, then its ledger stored.
            const alone = await timed(async () => {
              const reading = await summariseInThread(document);
              await replaceDocumentFacts(database.db, stored, reading.facts, reading.analystVersion);
            });
            const both = await timed(async () => {
              const reading = await summariseInThread(document);
              // A new file each time, so no reading is reused and every one is audited and kept.
              const merged = await read({
                teamId: team.id,
                blobSha256: `${round}-${index}`,
                document,
                local: reading,
              });
              if (!merged) throw new Error('The bench team has a model');
              await replaceDocumentFacts(database.db, stored, merged.analysis.facts, reading.analystVersion);
              return merged;
            });
            // The first round starts the analyst's thread and the HTTP client; it is not measured.
            if (round === 0) continue;
            local.push(alone.ms);
            withModel.push(both.ms);
            figures += both.result.analysis.facts.filter((fact) => fact.reader !== 'local').length;
          }
        }
        const ratio = median(withModel) / median(local);
        cells.push([
          'model reading per document, instant model',
          label,
          formatMs(median(withModel)),
          formatMs(median(local)),
          String(Math.round(figures / (rounds * documentCount))),
          formatRatio(ratio),
          verdict(ratio < targetRatio, `< ${targetRatio}x`, `>= ${targetRatio}x`),
        ]);
      } finally {
        await database.close();
      }
    }
  } finally {
    await model.close();
  }
  printTable(
    `Model reading against local reading alone (median of ${rounds} rounds over ${documentCount} documents of ${pagesPerDocument} pages)`,
    ['case', 'database', 'median ms', 'local ms', 'model figures', 'ratio', 'target'],
    cells,
    2,
  );
}
