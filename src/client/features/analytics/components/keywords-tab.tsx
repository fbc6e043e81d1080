import type { AnalyticsKeywords, KeywordCount } from '@shared/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { analyticsTexts } from '../analytics-texts';
import { CountBarChart } from './count-bar-chart';
import { StatTiles } from './stat-tiles';

const texts = analyticsTexts.keywords;
const asCounts = (keywords: readonly KeywordCount[]) =>
  keywords.map(({ word, count }) => ({ name: word, count }));

function TermList({ title, terms }: { title: string; terms: readonly KeywordCount[] }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {terms.length === 0 ? (
          <p className="text-sm text-muted-foreground">{analyticsTexts.nothingInRange}</p>
        ) : (
          <ul aria-label={title} className="grid gap-1 text-sm">
            {terms.map((term) => (
              <li key={term.word} className="flex justify-between gap-3">
                <span className="break-words">{term.word}</span>
                <span className="tabular-nums text-muted-foreground">
                  {term.count.toLocaleString('en-US')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** SPEC 2 Keywords: top 10 keywords, industry keywords, and a summary of words and risk and opportunity terms. */
export function KeywordsTab({ keywords }: { keywords: AnalyticsKeywords }) {
  if (keywords.documentsAnalyzed === 0) {
    return (
      <p className="rounded-lg border p-6 text-sm text-muted-foreground">{analyticsTexts.noDocuments}</p>
    );
  }
  return (
    <div className="grid gap-4">
      <StatTiles
        label={texts.summary}
        tiles={[
          { label: texts.totalWords, value: keywords.totalWordsAnalyzed.toLocaleString('en-US') },
          { label: texts.uniqueWords, value: keywords.uniqueWords.toLocaleString('en-US') },
          { label: texts.riskTerms, value: sumOf(keywords.riskKeywords) },
          { label: texts.opportunityTerms, value: sumOf(keywords.opportunityKeywords) },
          { label: texts.documentsAnalyzed, value: keywords.documentsAnalyzed.toLocaleString('en-US') },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CountBarChart title={texts.top} data={asCounts(keywords.topKeywords)} horizontal />
        <CountBarChart title={texts.industry} data={asCounts(keywords.industryKeywords)} horizontal />
        <TermList title={texts.riskTerms} terms={keywords.riskKeywords} />
        <TermList title={texts.opportunityTerms} terms={keywords.opportunityKeywords} />
      </div>
    </div>
  );
}

function sumOf(terms: readonly KeywordCount[]): string {
  return terms.reduce((sum, term) => sum + term.count, 0).toLocaleString('en-US');
}
