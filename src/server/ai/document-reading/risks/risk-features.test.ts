import { describe, expect, it } from 'vitest';
import { riskFeatureNames, riskFeatures, type RiskSentence } from './risk-features';

const sentence = (text: string, place: Partial<RiskSentence> = {}): RiskSentence => ({
  text,
  page: 1,
  section: [],
  firstOfParagraph: false,
  boilerplate: false,
  ...place,
});

/** The features of a sentence by name. */
const featuresOf = (text: string, place: Partial<RiskSentence> = {}) => {
  const values = riskFeatures(sentence(text, place));
  expect(values).toHaveLength(riskFeatureNames.length);
  return Object.fromEntries(riskFeatureNames.map((name, index) => [name, values[index]]));
};

describe('riskFeatures', () => {
  it('reads the language of a stated risk: loss, uncertainty, no assurance, the investor', () => {
    const features = featuresOf(
      'There can be no assurance that investors will not lose money, and returns could decline.',
    );
    expect(features).toMatchObject({
      bias: 1,
      risk_word: 0,
      adverse: Math.log1p(2),
      uncertain: 1,
      no_assurance: 1,
      investor_subject: 1,
      definition: 0,
      obligation: 0,
      question: 0,
    });
  });

  it('marks a risk section above the sentence, and where the sentence stands', () => {
    const text = 'Changes in interest rates may affect the value of the investments.';
    expect(featuresOf(text, { section: ['Part I', 'Risk Factors'] }).risk_section).toBe(1);
    expect(featuresOf(text, { section: ['Investment Strategy'] }).risk_section).toBe(0);
    expect(featuresOf(text, { firstOfParagraph: true, boilerplate: true })).toMatchObject({
      first_of_paragraph: 1,
      boilerplate: 1,
    });
  });

  it('marks what a risk is not: a definition, a procedure, an obligation, a question', () => {
    expect(
      featuresOf('“Capital Commitment” means the amount an investor agrees to contribute.'),
    ).toMatchObject({
      definition: 1,
      obligation: 1,
    });
    expect(featuresOf('The General Partner shall deliver audited statements within 120 days.')).toMatchObject(
      {
        procedure: 1,
        obligation: 1,
      },
    );
    expect(featuresOf('What happens if the Fund cannot find enough investments?').question).toBe(1);
  });

  it('marks a fragment as short and a run-on sentence as long', () => {
    expect(featuresOf('Investors may lose money.')).toMatchObject({ short: 1, long: 0 });
    expect(featuresOf(Array(61).fill('word').join(' '))).toMatchObject({ short: 0, long: 1 });
  });
});
