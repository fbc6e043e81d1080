import { riskCategories } from './risk-lexicon';

/**
 * What makes a sentence a stated risk, as numbers a fitted model weighs: a risk section above it, the
 * language of adverse outcomes and of uncertainty, one of an LP's risk themes, and the marks of what a
 * risk is not (a definition, a procedure, a question, a fragment). General English; no document's words.
 */
export const riskFeatureNames = [
  'bias',
  'risk_section',
  'risk_word',
  'adverse',
  'uncertain',
  'no_assurance',
  'theme',
  'investor_subject',
  'definition',
  'procedure',
  'obligation',
  'question',
  'short',
  'long',
  'first_of_paragraph',
  'boilerplate',
] as const;
type RiskFeatures = Record<(typeof riskFeatureNames)[number], number>;

export type RiskSentence = {
  text: string;
  page: number | null;
  section: readonly string[];
  firstOfParagraph: boolean;
  boilerplate: boolean;
};

const adverseWords =
  /\b(?:los(?:e|s|ses|ing)|lost|declin(?:e|es|ed|ing)|advers(?:e|ely)|default(?:s|ed)?|illiquid(?:ity)?|volatil(?:e|ity)|dilut(?:e|ed|ion)|conflicts?|litigation|bankrupt(?:cy)?|insolven(?:t|cy)|impair(?:ed|ment)?|downturns?|recessions?|fraud|failures?|fail(?:s|ed)?|unable|harm(?:ed)?|damag(?:e|ed|es)|write-?downs?|penalt(?:y|ies)|forfeit(?:ure)?|shortfalls?|breach(?:es)?|deteriorat(?:e|ion)|delay(?:s|ed)?|reduc(?:e|ed|tion)|depress(?:ed)?|disrupt(?:ion|ions)?|negative(?:ly)?|worse|difficult(?:y|ies)?|exposure|uncertaint(?:y|ies)|subordinated|leverage|restrict(?:ed|ions?)|speculative|not be able|no market|limited liquidity)\b/gi;
const uncertain = /\b(?:may|might|could|can|would)\b/i;
const noAssurance =
  /\b(?:no assurance|cannot (?:assure|guarantee|predict)|not guarantee|no guarantee|there can be no|not be (?:able|possible)|is not guaranteed)\b/i;
const investorSubject =
  /\b(?:investors?|limited partners?|shareholders?|unitholders?|stockholders?|you|your|the (?:fund|partnership|company)|our)\b/i;
const definition = /\b(?:means|shall mean|is defined as|refers to|has the meaning|shall have the meaning)\b/i;
const procedure =
  /\b(?:shall|will|must) (?:deliver|provide|notify|send|furnish|submit|file|distribute|be delivered|be provided)\b|\bin accordance with\b|\bpursuant to\b|\bsubject to section\b/i;
// What a party must do ('shall', 'must', 'is required to') is an agreement's term, not a risk it warns of.
const obligation = /\b(?:shall|must|is required to|are required to|agrees? to)\b/i;
const riskWord = /\brisks?\b|\brisky\b/i;
const riskSection = /\brisk/i;

function themed(text: string): boolean {
  return riskCategories.some((category) => category.pattern.test(text));
}

export function riskFeatures(sentence: RiskSentence): number[] {
  const words = sentence.text.split(/\s+/).length;
  const features: RiskFeatures = {
    bias: 1,
    risk_section: Number(sentence.section.some((heading) => riskSection.test(heading))),
    risk_word: Number(riskWord.test(sentence.text)),
    adverse: Math.log1p((sentence.text.match(adverseWords) ?? []).length),
    uncertain: Number(uncertain.test(sentence.text)),
    no_assurance: Number(noAssurance.test(sentence.text)),
    theme: Number(themed(sentence.text)),
    investor_subject: Number(investorSubject.test(sentence.text)),
    definition: Number(definition.test(sentence.text)),
    procedure: Number(procedure.test(sentence.text)),
    obligation: Number(obligation.test(sentence.text)),
    question: Number(/\?\s*$/.test(sentence.text)),
    short: Number(words < 8),
    long: Number(words > 60),
    first_of_paragraph: Number(sentence.firstOfParagraph),
    boilerplate: Number(sentence.boilerplate),
  };
  return riskFeatureNames.map((name) => features[name]);
}
