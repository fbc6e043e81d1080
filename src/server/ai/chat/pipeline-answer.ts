import { thisWeekMs } from '@shared/metrics';
import { investmentStatusLabels, type InvestmentStatus } from '@shared/investment-stages';
import { parseTargetSize } from '@shared/investment-sorting';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { investmentHref } from '../retrieval/source-links';
import { CitationList, type LocalAnswer } from './local-answer';
import { activitySince, findPipelineInvestments, type PipelineInvestment } from './pipeline-query';
import type { PipelineFilters, PipelineQuestion, Threshold } from './pipeline-question';

/** Investments named one by one in an answer; the rest are counted. */
const listedInvestments = 10;
const listedActivities = 10;

const thresholdText = (threshold: Threshold, unit: (value: number) => string) =>
  `${threshold.direction} ${unit(threshold.value)}`;

/** A sum of sizes to two decimals, so it reads like the sizes it adds up ($3.45B, not $3.5B). */
export function formatTotal(amount: number): string {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  const unit = units.find(([size]) => amount >= size);
  return unit ? `$${Number((amount / unit[0]).toFixed(2))}${unit[1]}` : `$${Math.round(amount)}`;
}

/** The filters in words: 'funds in Due Diligence, Europe, IRR above 20%'. */
function describe(filters: PipelineFilters): { noun: string; conditions: string } {
  const noun =
    filters.type === 'fund' ? 'funds' : filters.type === 'co-investment' ? 'co-investments' : 'investments';
  const conditions = [
    filters.statuses.length > 0 &&
      `in ${filters.statuses.map((status) => investmentStatusLabels[status as InvestmentStatus]).join(' or ')}`,
    filters.strategies.length > 0 && `strategy ${filters.strategies.join(' or ')}`,
    filters.geographies.length > 0 && `in ${filters.geographies.join(' or ')}`,
    filters.vintage !== null && `vintage ${filters.vintage}`,
    filters.irr && `IRR ${thresholdText(filters.irr, (value) => `${value}%`)}`,
    filters.size && `target size ${thresholdText(filters.size, formatTotal)}`,
  ].filter((condition): condition is string => typeof condition === 'string');
  return { noun, conditions: conditions.join(', ') };
}

function investmentLine(row: PipelineInvestment, marker: string): string {
  const details = [
    row.type === 'fund' ? 'Fund' : 'Co-investment',
    investmentStatusLabels[row.status as InvestmentStatus] ?? row.status,
    row.strategy,
    row.targetSize,
    String(row.vintage),
    row.geography,
    row.irr ? `IRR ${row.irr}` : '',
  ].filter((detail) => detail !== '');
  return `**${row.name}**: ${details.join(' · ')} ${marker}`;
}

function listOf(rows: PipelineInvestment[], cited: CitationList): string {
  const lines = rows
    .slice(0, listedInvestments)
    .map(
      (row, index) =>
        `${index + 1}. ${investmentLine(row, cited.marker({ kind: 'investment', id: row.id, title: row.name, href: investmentHref(row.id) }))}`,
    );
  if (rows.length > listedInvestments)
    lines.push(`\n…and ${rows.length - listedInvestments} more in the pipeline.`);
  return lines.join('\n');
}

async function recentChanges(db: Db, scope: Pick<TeamScope, 'teamId'>, now: Date): Promise<LocalAnswer> {
  const rows = await activitySince(db, scope, new Date(now.getTime() - thisWeekMs), listedActivities);
  const cited = new CitationList();
  if (rows.length === 0)
    return {
      response:
        '### This week in the pipeline\n\nNothing has changed in the last 7 days: no investment was added, moved or updated, and no document or note was recorded in the activity feed.',
      citations: [],
    };
  const total = rows[0].total;
  const lines = rows.map((row) => {
    const marker = cited.marker({
      kind: 'activity',
      id: row.id,
      title: row.description,
      href: row.investmentId ? investmentHref(row.investmentId) : '/dashboard',
    });
    return `- ${row.createdAt.toISOString().slice(0, 10)}: ${row.description} ${marker}`;
  });
  const more = total > rows.length ? `\n\nThe ${rows.length} most recent are listed.` : '';
  return {
    response: `### This week in the pipeline\n\n**${total}** ${total === 1 ? 'change' : 'changes'} in the last 7 days:\n\n${lines.join('\n')}${more}`,
    citations: cited.citations,
  };
}

/** Answers a pipeline question from a real query over the team's investments or activity. */
export async function answerPipelineQuestion(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  question: PipelineQuestion,
  now: Date,
): Promise<LocalAnswer> {
  if (question.kind === 'recent') return recentChanges(db, scope, now);
  const rows = await findPipelineInvestments(db, scope, question.filters);
  const { noun, conditions } = describe(question.filters);
  const which = conditions ? `${noun} ${conditions}` : `${noun} in the pipeline`;
  const cited = new CitationList();
  if (rows.length === 0)
    return {
      response: `### No matching ${noun}\n\nNone of your team's ${noun} match${conditions ? `: ${conditions}` : ''}. Try fewer filters, or ask "Which investments are in the pipeline?"`,
      citations: [],
    };
  const count = `**${rows.length}** ${rows.length === 1 ? noun.replace(/s$/, '') : noun}`;
  if (question.kind === 'sum') {
    const total = rows.reduce((sum, row) => sum + parseTargetSize(row.targetSize), 0);
    return {
      response: `### Total target size\n\nThe ${which} add up to **${formatTotal(total)}** of target size across ${count}:\n\n${listOf(rows, cited)}`,
      citations: cited.citations,
    };
  }
  const heading =
    question.kind === 'count' ? `### ${rows.length} ${noun}` : `### ${noun[0].toUpperCase()}${noun.slice(1)}`;
  const intro = conditions ? `${count} ${conditions}:` : `${count} in the pipeline:`;
  return { response: `${heading}\n\n${intro}\n\n${listOf(rows, cited)}`, citations: cited.citations };
}
