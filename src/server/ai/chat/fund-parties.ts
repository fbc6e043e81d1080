/**
 * The words a question names a fund's own parties by, whatever a document calls them: its limited and
 * general partners, its manager or adviser, its investors. A regular expression's source, to be set
 * in a pattern of its own.
 */
export const fundPartyWords = String.raw`(?:LPs?|GPs?|limited partners?|general partners?|managers?|sponsors?|advis[eo]rs?|partners?|investors?|shareholders?|unitholders?|members?)`;
