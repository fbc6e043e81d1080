import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsTrends } from '@shared/analytics';
import { documentTypeLabel } from '@shared/document';
import { analyticsTexts } from '../analytics-texts';
import { ChartCard } from './chart-card';
import { chartColorOf } from './chart-colors';
import { FigureTable } from './figure-table';

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };

/** Uploads per month, stacked by document type. */
export function DocumentsOverTimeChart({
  byMonth,
}: {
  byMonth: AnalyticsTrends['documentTrends']['byMonth'];
}) {
  const types = Array.from(new Set(byMonth.flatMap((month) => month.types.map((type) => type.name))));
  const data = byMonth.map((month) => ({
    month: month.month,
    ...Object.fromEntries(month.types.map((type) => [type.name, type.count])),
  }));
  const rows = byMonth.flatMap((month) => month.types.map((type) => ({ month: month.month, ...type })));
  const title = analyticsTexts.dealTrends.byMonth;
  return (
    <ChartCard
      title={title}
      isEmpty={byMonth.length === 0}
      emptyText={analyticsTexts.noDocuments}
      className="lg:col-span-2"
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 12, bottom: 4, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="month" tick={axisTick} stroke="var(--border)" />
            <YAxis allowDecimals={false} tick={axisTick} stroke="var(--border)" width={40} />
            <Tooltip
              contentStyle={{
                background: 'var(--popover)',
                borderColor: 'var(--border)',
                color: 'var(--popover-foreground)',
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {types.map((type, index) => (
              <Bar
                key={type}
                dataKey={type}
                name={documentTypeLabel(type)}
                stackId="types"
                maxBarSize={48}
                fill={chartColorOf(index)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <FigureTable
          caption={title}
          rows={rows}
          columns={[
            { label: analyticsTexts.columns.month, value: (row) => row.month },
            { label: analyticsTexts.columns.type, value: (row) => documentTypeLabel(row.name) },
            { label: analyticsTexts.columns.count, value: (row) => row.count, numeric: true },
          ]}
        />
      }
    />
  );
}
