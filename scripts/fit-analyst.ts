/**
 * `npm run fit:analyst`: fits the analyst's ranking weights on the dev half of the annotated documents
 * (tests/analyst/truth/dev, never the test half) and writes them to
 * src/server/ai/document-reading/ranking/weights.json. Reproducible: each document is read by the
 * product's own extractor and analyst code, and fitting starts from zero weights with a fixed schedule,
 * so the same documents and code always give the same file.
 *
 * `FIT_ONLY=concept,highlight npm run fit:analyst` refits only the models named (those whose features
 * changed) and keeps the others as the file stores them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { basename, join } from 'node:path';
import { conceptRegistry } from '@shared/concept-registry';
import { documentTypeValues, type DocumentTypeValue } from '@shared/document';
import {
  conceptCandidates,
  conceptFeatureNames,
  type DocumentSignals,
} from '../src/server/ai/document-reading/ranking/concept-features';
import {
  highlightFeatureNames,
  highlightFeatures,
  mayHighlight,
} from '../src/server/ai/document-reading/ranking/highlight-features';
import {
  fitChoice,
  type ChoiceExample,
  type ChoiceModel,
} from '../src/server/ai/document-reading/ranking/choice';
import { conceptPrior, riskPrior } from '../src/server/ai/document-reading/ranking/priors';
import {
  fitLogistic,
  type Example,
  type LogisticModel,
} from '../src/server/ai/document-reading/ranking/logistic';
import { assignFigures } from '../src/server/ai/document-reading/ledger/figure-ledger';
import { documentFunds, type DocumentFunds } from '../src/server/ai/document-reading/ledger/figure-scope';
import { readFigures, type FigureReading } from '../src/server/ai/document-reading/ledger/read-figures';
import { riskFeatureNames, riskFeatures } from '../src/server/ai/document-reading/risks/risk-features';
import { riskSentences } from '../src/server/ai/document-reading/risks/read-risks';
import { buildDocumentModel } from '../src/server/ai/document-reading/structure/build-document-model';
import type { DocumentModel } from '../src/server/ai/document-reading/structure/document-model';
import { guessDocumentType } from '../src/server/ai/document-reading/types/document-type-guess';
import { createExtractor } from '../src/server/extraction/extractor';
import { fileKindOf } from '../src/shared/document-upload';
import { fixturesDirectory, fixturesPresent, missingFixturesMessage } from '../tests/corpus/fixtures';
import { annotatedDocuments, type AnnotatedDocument, type TruthFigure } from '../tests/analyst/truth';

const weightsFile = join(import.meta.dirname, '../src/server/ai/document-reading/ranking/weights.json');
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

type ReadDocument = {
  truth: AnnotatedDocument;
  model: DocumentModel;
  figures: FigureReading[];
  signals: DocumentSignals;
  funds: DocumentFunds;
};

function marks(figure: FigureReading, truth: TruthFigure): boolean {
  if (!squeeze(figure.token.text).includes(squeeze(truth.value))) return false;
  if (truth.page !== undefined && figure.page !== null) return figure.page === truth.page;
  if (truth.sheet !== undefined && figure.sheet !== null) return figure.sheet === truth.sheet;
  return true;
}

async function readDevDocuments(): Promise<ReadDocument[]> {
  const extractor = createExtractor({ poolSize: 2, timeoutMs: 120_000, maxMemoryMb: 2048 });
  try {
    return await Promise.all(
      annotatedDocuments(['dev']).map(async (truth) => {
        const result = await extractor.extract(join(fixturesDirectory, truth.file), fileKindOf(truth.file)!);
        if (!result.ok) throw new Error(`${truth.file}: ${result.reason}`);
        const fileName = basename(truth.file);
        const model = buildDocumentModel({
          text: result.text,
          fileName,
          declaredType: 'other',
          pageCount: result.pageCount ?? null,
          tables: result.tables ?? [],
        });
        const guessed = guessDocumentType(result.text, fileName).type;
        const type: DocumentTypeValue = documentTypeValues.includes(guessed) ? guessed : 'other';
        return {
          truth,
          model,
          figures: readFigures(model),
          signals: { type },
          funds: documentFunds(model, result.text),
        };
      }),
    );
  } finally {
    await extractor.close();
  }
}

/**
 * The concept model learns from the figures annotated (the marked concept among the candidates, or none
 * for a figure marked 'other') and from the traps (a value that must not be that concept: none of the
 * candidates, if it is the only one); a figure nobody annotated says nothing.
 */
function conceptExamples(documents: readonly ReadDocument[]): ChoiceExample[] {
  const examples: ChoiceExample[] = [];
  for (const { truth, figures, signals } of documents) {
    for (const figure of figures) {
      if (figure.comparative) continue;
      const candidates = conceptCandidates(figure, signals);
      if (candidates.length === 0) continue;
      const ids = candidates.map((candidate) => conceptRegistry[candidate.concept].id);
      const features = candidates.map((candidate) => candidate.features);
      const marked = truth.figures.find((item) => marks(figure, item));
      if (marked) {
        const chosen = ids.indexOf(marked.concept);
        // A marked concept the candidates lack teaches nothing about choosing among them.
        if (chosen !== -1 || marked.concept === 'other')
          examples.push({ candidates: features, chosen: chosen === -1 ? null : chosen });
        continue;
      }
      const trapped = truth.traps.some(
        (trap) => trap.notAs && squeeze(figure.token.text) === trap.value && ids.includes(trap.notAs),
      );
      if (trapped && ids.length === 1) examples.push({ candidates: features, chosen: null });
    }
  }
  return examples;
}

function highlightExamples(documents: readonly ReadDocument[], concept: ChoiceModel): Example[] {
  const examples: Example[] = [];
  for (const { truth, model, signals, funds } of documents) {
    // Only figures that may be headlines teach which are.
    const offered = assignFigures(model, signals, funds, concept).filter(mayHighlight);
    const labelled = offered.map((entry) => ({
      features: highlightFeatures(entry, signals),
      label: truth.figures.some((item) => marks(entry.figure, item)) ? (1 as const) : (0 as const),
    }));
    // Each document counts the same however many figures it has: its positives and negatives weigh one each.
    const positives = labelled.filter((example) => example.label === 1).length;
    const negatives = labelled.length - positives;
    for (const example of labelled) {
      examples.push({
        ...example,
        weight: example.label === 1 ? 1 / Math.max(1, positives) : 1 / Math.max(1, negatives),
      });
    }
  }
  return examples;
}

/** A sentence states an annotated risk when it holds all its words and stands on its page. */
function riskExamples(documents: readonly ReadDocument[]): Example[] {
  const examples: Example[] = [];
  for (const { truth, model } of documents) {
    const labelled = riskSentences(model, new Set()).map((sentence) => {
      const lower = sentence.text.toLowerCase();
      const states = truth.risks.some(
        (risk) =>
          risk.words.every((word) => lower.includes(word.toLowerCase())) &&
          (risk.page === undefined || sentence.page === null || risk.page === sentence.page),
      );
      return { features: riskFeatures(sentence), label: states ? (1 as const) : (0 as const) };
    });
    const positives = labelled.filter((example) => example.label === 1).length;
    if (positives === 0) continue;
    const negatives = labelled.length - positives;
    for (const example of labelled) {
      examples.push({ ...example, weight: example.label === 1 ? 1 / positives : 1 / Math.max(1, negatives) });
    }
  }
  return examples;
}

const modelNames = ['concept', 'highlight', 'risk'] as const;
type ModelName = (typeof modelNames)[number];

/** The models FIT_ONLY names ('concept,highlight'), or all of them. */
function modelsToFit(): Set<ModelName> {
  const only = process.env.FIT_ONLY;
  if (!only) return new Set(modelNames);
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(modelNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`FIT_ONLY takes some of ${modelNames.join(', ')}; got '${only}'`);
  return new Set(names as ModelName[]);
}

async function main() {
  if (!fixturesPresent) throw new Error(missingFixturesMessage);
  const fitting = modelsToFit();
  const stored = JSON.parse(readFileSync(weightsFile, 'utf8'));
  const documents = await readDevDocuments();
  const concept: ChoiceModel = fitting.has('concept')
    ? fitChoice(conceptFeatureNames, conceptExamples(documents), {
        prior: conceptFeatureNames.map((name) => conceptPrior[name]),
        priorNone: conceptPrior.none,
      })
    : stored.concept;
  const highlight: LogisticModel = fitting.has('highlight')
    ? fitLogistic(highlightFeatureNames, highlightExamples(documents, concept))
    : stored.highlight;
  const risk: LogisticModel = fitting.has('risk')
    ? fitLogistic(riskFeatureNames, riskExamples(documents), {
        prior: riskFeatureNames.map((name) => riskPrior[name]),
        l2: 0.05,
      })
    : stored.risk;
  const file = {
    $comment:
      'Fitted by `npm run fit:analyst` on the dev half of tests/analyst/truth (scripts/fit-analyst.ts); never edited by hand.',
    concept,
    highlight,
    risk,
  };
  // Written as the project's formatter writes it, so lint passes on a fresh fit.
  const options = { ...(await resolveConfig(weightsFile)), filepath: weightsFile };
  writeFileSync(weightsFile, await format(JSON.stringify(file), options));
  for (const model of [concept, highlight, risk]) {
    console.log(model.features.map((name, index) => `${name} ${model.weights[index]}`).join(', '));
  }
  console.log(`none ${concept.none}`);
}

await main();
