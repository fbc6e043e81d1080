import { describe, expect, it } from 'vitest';
import { fittedModels } from '../ranking/fitted-models';
import type { LogisticModel } from '../ranking/logistic';
import type { DocumentModel, TextBlock } from '../structure/document-model';
import { maxRisks, readRisks, riskSentences } from './read-risks';
import { riskFeatureNames, type RiskSentence } from './risk-features';

const paragraph = (text: string, section: string[]): TextBlock => ({
  kind: 'paragraph',
  text,
  page: 1,
  sheet: null,
  level: 0,
  section,
});

const modelOf = (...blocks: DocumentModel['blocks']): DocumentModel => ({
  format: 'pdf',
  pageCount: 1,
  blocks,
});

const riskFactors = ['Risk Factors'];
const loss = 'Investors could lose all or a substantial part of their investment in the Fund.';
const illiquidity =
  'The Fund may be unable to sell its holdings, and illiquidity could reduce returns to investors.';
const definition = '“Capital Commitment” means the amount an investor agrees to contribute to the Fund.';
const obligation =
  'The General Partner shall deliver audited financial statements to each investor within 120 days.';
const question = 'What happens if the Fund cannot find enough suitable investments during the period?';

describe('riskSentences', () => {
  it("takes each readable sentence of the model's paragraphs, with its section and place", () => {
    const model = modelOf(
      { kind: 'heading', text: 'Risk Factors', page: 1, sheet: null, level: 1, section: [] },
      paragraph(`${loss} ${illiquidity}`, riskFactors),
      paragraph('Too short.', riskFactors),
    );
    expect(riskSentences(model, new Set([illiquidity]))).toEqual([
      { text: loss, page: 1, section: riskFactors, firstOfParagraph: true, boilerplate: false },
      { text: illiquidity, page: 1, section: riskFactors, firstOfParagraph: false, boilerplate: true },
    ]);
  });
});

describe('readRisks with the fitted weights', () => {
  const read = (...texts: string[]) =>
    readRisks(
      riskSentences(modelOf(...texts.map((text) => paragraph(text, riskFactors))), new Set()),
      fittedModels().risk,
    );

  it('chooses a sentence of a risk section that states a possible loss', () => {
    expect(read(loss)).toEqual([loss]);
  });

  it('chooses no definition, obligation or question, even in a risk section', () => {
    expect(read(definition, obligation, question)).toEqual([]);
    expect(read(definition, loss, obligation, question)).toEqual([loss]);
  });

  it('reports a risk said twice in nearly the same words once, and the likeliest first', () => {
    const again = 'Investors could lose all or a substantial part of their investments in the Fund.';
    expect(read(loss, again, illiquidity)).toEqual([illiquidity, loss]);
  });
});

describe('readRisks', () => {
  // A model that finds every sentence a risk, to see what readRisks does with many.
  const everything: LogisticModel = {
    features: riskFeatureNames,
    weights: riskFeatureNames.map((name) => (name === 'bias' ? 5 : 0)),
  };
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const distinct = (index: number): RiskSentence => ({
    text: Array.from({ length: 8 }, (_, word) => letters[index].repeat(4) + letters[word]).join(' '),
    page: 1,
    section: riskFactors,
    firstOfParagraph: true,
    boilerplate: false,
  });

  it('reports at most the maximum number of risks, in document order when equally likely', () => {
    const sentences = Array.from({ length: maxRisks + 5 }, (_, index) => distinct(index));
    expect(readRisks(sentences, everything)).toEqual(
      sentences.slice(0, maxRisks).map((sentence) => sentence.text),
    );
  });

  it('reports nothing the model finds unlikely', () => {
    const nothing: LogisticModel = {
      features: riskFeatureNames,
      weights: riskFeatureNames.map((name) => (name === 'bias' ? -5 : 0)),
    };
    expect(readRisks([distinct(0), distinct(1)], nothing)).toEqual([]);
  });
});
