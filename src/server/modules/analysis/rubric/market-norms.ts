/**
 * The market terms a fund's are scored against, each with the published work it comes from. They are
 * norms for a primary fund commitment (buyout, growth and venture), not rules: a term a little off the
 * norm moves the score a little.
 */
export const marketNorms = {
  managementFeePercent: {
    value: 2,
    source:
      'Metrick and Yasuda, "The Economics of Private Equity Funds", Review of Financial Studies 23(6), 2010: most funds charge about 2% of committed capital during the investment period',
  },
  carriedInterestPercent: {
    value: 20,
    source:
      'Metrick and Yasuda, "The Economics of Private Equity Funds", Review of Financial Studies 23(6), 2010: carried interest is 20% of profits in nearly every fund studied',
  },
  hurdlePercent: {
    value: 8,
    source:
      'Metrick and Yasuda, "The Economics of Private Equity Funds", Review of Financial Studies 23(6), 2010: buyout funds with a hurdle set it at 8% in most cases',
  },
  gpCommitmentPercent: {
    value: 1,
    source:
      'Gompers and Lerner, "An Analysis of Compensation in the U.S. Venture Capital Partnership", Journal of Financial Economics 51, 1999: the GP commonly commits 1% of the capital; ILPA Principles 3.0, 2019, ask that it be substantial and paid in cash',
  },
} as const;
