import { z } from 'zod';

/** SPEC 3 Metrics; totalAUM is formatted money such as '$2.3B'. */
export const zMetrics = z.object({
  activePipeline: z.number().int(),
  totalDocuments: z.number().int(),
  documentsThisWeek: z.number().int(),
  /** Documents read successfully (processed or analyzed): the Tools page's 'Documents Processed'. */
  documentsProcessed: z.number().int(),
  totalAUM: z.string(),
  memosGenerated: z.number().int(),
  memosThisWeek: z.number().int(),
  aiQueries: z.number().int(),
});
export type Metrics = z.infer<typeof zMetrics>;

/** SPEC 9 'This Week': the last 7 days. */
export const thisWeekMs = 7 * 24 * 60 * 60 * 1000;

/** Money in the pipeline's own notation: $2.3B, $450M, $900K. */
export function formatMoney(amount: number): string {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(amount) >= size)
      return `$${Number((amount / size).toFixed(amount / size >= 100 ? 0 : 1))}${suffix}`;
  }
  return `$${Math.round(amount)}`;
}
