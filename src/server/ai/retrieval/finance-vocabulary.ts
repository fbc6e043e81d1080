/**
 * Terms private-markets people use interchangeably. A question that says one finds passages that say
 * another: 'carry' finds 'carried interest', 'IRR' finds 'internal rate of return'.
 */
export const financeVocabulary: readonly (readonly string[])[] = [
  ['irr', 'internal rate of return', 'net irr', 'gross irr'],
  ['tvpi', 'total value to paid-in', 'multiple', 'moic', 'multiple on invested capital'],
  ['dpi', 'distributions to paid-in', 'distributed to paid-in'],
  ['rvpi', 'residual value to paid-in'],
  ['nav', 'net asset value'],
  ['aum', 'assets under management'],
  ['carry', 'carried interest', 'performance fee', 'promote'],
  ['hurdle', 'preferred return', 'pref', 'hurdle rate'],
  ['catch-up', 'catch up', 'catchup'],
  ['management fee', 'fees', 'fee'],
  ['gp', 'general partner', 'sponsor', 'manager'],
  ['lp', 'limited partner', 'investor'],
  ['lpa', 'limited partnership agreement'],
  ['lpac', 'limited partner advisory committee', 'advisory committee'],
  ['ddq', 'due diligence questionnaire'],
  ['ppm', 'private placement memorandum'],
  ['capital call', 'drawdown', 'draw down'],
  ['commitment', 'commitments', 'capital commitment', 'committed capital'],
  ['distribution', 'distributions', 'waterfall'],
  ['clawback', 'claw back', 'gp clawback'],
  ['key person', 'key-person', 'key man'],
  ['investment period', 'commitment period'],
  ['fund size', 'target size', 'hard cap', 'target fund size'],
  ['track record', 'prior funds', 'previous funds', 'realised returns'],
  ['esg', 'responsible investment', 'sustainability', 'pri'],
  ['co-investment', 'co-invest', 'coinvestment'],
  ['capital account', 'capital account statement', 'partner capital'],
  ['leverage', 'debt', 'subscription line', 'credit facility'],
  ['vintage', 'vintage year'],
  ['ebitda', 'earnings before interest'],
];

/** The vocabulary groups a question touches, each phrase matched as whole words. */
export function vocabularyGroupsIn(question: string): (readonly string[])[] {
  const text = ` ${question.toLowerCase().replace(/[^a-z0-9%$.-]+/g, ' ')} `;
  return financeVocabulary.filter((group) => group.some((phrase) => text.includes(` ${phrase} `)));
}
