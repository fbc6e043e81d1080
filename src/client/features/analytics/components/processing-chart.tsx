import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { AnalyticsTrends } from '@shared/analytics';
import { analyticsTexts } from '../analytics-texts';
import { ChartCard } from './chart-card';
import { chartColorOf } from './chart-colors';
import { FigureTable } from './figure-table';

/** Processed, processing and the rest (errors) of the range's documents, as a ring. */
export function ProcessingChart({ rate }: { rate: AnalyticsTrends['documentTrends']['processingRate'] }) {
  const texts = analyticsTexts.processing;
  const rows = [
    { name: texts.processed, count: rate.processed },
    { name: texts.processing, count: rate.processing },
    { name: texts.other, count: rate.total - rate.processed - rate.processing },
  ];
  const title = analyticsTexts.dealTrends.processing;
  return (
    <ChartCard
      title={title}
      isEmpty={rate.total === 0}
      emptyText={analyticsTexts.noDocuments}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              data={rows.filter((row) => row.count > 0)}
              dataKey="count"
              nameKey="name"
              innerRadius="55%"
              outerRadius="80%"
              isAnimationActive={false}
            >
              {rows
                .filter((row) => row.count > 0)
                .map((row) => (
                  <Cell key={row.name} fill={chartColorOf(rows.indexOf(row))} />
                ))}
            </Pie>
            <Tooltip />
            <Legend wrapperStyle={{ color: 'var(--foreground)', fontSize: 12 }} />
          </PieChart>
        </ResponsiveContainer>
      }
      table={
        <FigureTable
          caption={title}
          rows={[...rows, { name: analyticsTexts.overview.percentProcessed, count: rate.percent }]}
          columns={[
            { label: analyticsTexts.columns.name, value: (row) => row.name },
            { label: analyticsTexts.columns.value, value: (row) => row.count, numeric: true },
          ]}
        />
      }
    />
  );
}
