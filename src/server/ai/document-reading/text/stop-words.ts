/**
 * English function words. They carry no topic, so ranking ignores them; their share of a text is also
 * the cheapest test of whether a PDF's text layer is real language or a font's unmapped glyph codes.
 */
export const stopWords: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being
  below between both but by can cannot could couldn't did didn't do does doesn't doing don't down during each
  either etc few for from further had hadn't has hasn't have haven't having he her here hers herself him
  himself his how however i if in into is isn't it it's its itself just let may me might more most must
  mustn't my myself neither no nor not of off on once only or other otherwise ought our ours ourselves out
  over own per same shall shan't she should shouldn't so some such than that that's the their theirs them
  themselves then there there's thereby therefore these they this those though through thus to too under
  until up upon us very via was wasn't we were weren't what when where whereas whether which while who whom
  whose why will with within without won't would wouldn't yet you your yours yourself yourselves
  hereby herein hereof hereto hereunder thereof therein thereto whereby`
    .split(/\s+/)
    .filter(Boolean),
);
