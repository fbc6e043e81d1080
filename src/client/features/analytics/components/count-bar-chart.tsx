import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { NamedCount } from '@shared/analytics';
import { analyticsTexts } from '../analytics-texts';
import { chartColorOf } from './chart-colors';
import { ChartCard } from './chart-card';
import { FigureTable, type FigureColumn } from './figure-table';

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };

type Bar = { label: string; count: number };

/** The first `limit - 1` bars and one 'Other' bar adding up the rest, when there are more than `limit`. */
function withOther(bars: readonly Bar[], limit: number): Bar[] {
  if (bars.length <= limit) return [...bars];
  const rest = bars.slice(limit - 1).reduce((sum, bar) => sum + bar.count, 0);
  return [...bars.slice(0, limit - 1), { label: analyticsTexts.other, count: rest }];
}

/**
 * Counts by name as bars, with their table. Horizontal bars suit long names (geographies, keywords),
 * which would not fit under a column at 375 px. With `barLimit`, a long list is drawn as its largest
 * items and 'Other'; the table always lists every item.
 */
export function CountBarChart<Item extends NamedCount>({
  title,
  data,
  labelOf = (name) => name,
  horizontal = false,
  emptyText,
  valueLabel = analyticsTexts.columns.count,
  extraColumns = [],
  barLimit,
}: {
  title: string;
  data: readonly Item[];
  labelOf?: (name: string) => string;
  horizontal?: boolean;
  emptyText?: string;
  valueLabel?: string;
  /** Figures of each item the bars do not draw, added to the table. */
  extraColumns?: readonly FigureColumn<Item>[];
  barLimit?: number;
}) {
  const rows = data.map((item) => ({ label: labelOf(item.name) || '—', count: item.count, item }));
  const bars = barLimit ? withOther(rows, barLimit) : rows;
  return (
    <ChartCard
      title={title}
      isEmpty={rows.length === 0}
      emptyText={emptyText}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={bars}
            layout={horizontal ? 'vertical' : 'horizontal'}
            margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            {horizontal ? (
              <>
                <XAxis type="number" allowDecimals={false} tick={axisTick} stroke="var(--border)" />
                <YAxis
                  type="category"
                  dataKey="label"
                  width={110}
                  interval={0}
                  tick={axisTick}
                  stroke="var(--border)"
                />
              </>
            ) : (
              <>
                <XAxis dataKey="label" tick={axisTick} stroke="var(--border)" interval={0} height={40} />
                <YAxis allowDecimals={false} tick={axisTick} stroke="var(--border)" width={40} />
              </>
            )}
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              contentStyle={{
                background: 'var(--popover)',
                borderColor: 'var(--border)',
                color: 'var(--popover-foreground)',
              }}
            />
            <Bar dataKey="count" name={valueLabel} maxBarSize={36} isAnimationActive={false}>
              {bars.map((bar, index) => (
                <Cell key={bar.label} fill={chartColorOf(index)} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <FigureTable
          caption={title}
          rows={rows}
          columns={[
            { label: analyticsTexts.columns.name, value: (row) => row.label },
            { label: valueLabel, value: (row) => row.count.toLocaleString('en-US'), numeric: true },
            ...extraColumns.map((column) => ({
              ...column,
              value: (row: (typeof rows)[number]) => column.value(row.item),
            })),
          ]}
        />
      }
    />
  );
}
