import { z } from 'zod';
import { zAnalyticsRange, type AnalyticsRange } from './analytics';

/**
 * The files the screens build from data they already show (issue 26): each is recorded in the audit
 * trail (POST /api/audit-events/exports) before the browser builds and saves it.
 */
export const pipelineExportFormats = ['csv', 'xlsx'] as const;
export type PipelineExportFormat = (typeof pipelineExportFormats)[number];

export const investmentDataFileName = (name: string) => `${name}_data.json`;
export const pipelineExportFileName = (format: PipelineExportFormat) => `investment-pipeline.${format}`;
export const documentsExportFileName = 'documents.csv';
export const analyticsReportFileName = (range: AnalyticsRange) => `analytics-report-${range}.xlsx`;

const maxShownFilters = 12;

/** The filters and order the screen showed, as they were set: a few short values, kept with the row. */
const zShownFilters = z
  .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.null()]))
  .refine((filters) => Object.keys(filters).length <= maxShownFilters, {
    message: `At most ${maxShownFilters} filters`,
  });
const zRowCount = z.number().int().min(0).max(10_000_000);

export const zExportRecord = z.discriminatedUnion('kind', [
  /** A row's Export Data: one investment as JSON. */
  z
    .object({
      kind: z.literal('investment_data'),
      investmentId: z.number().int().positive().max(2_147_483_647),
    })
    .strict(),
  /** The pipeline's Export: the investments it shows, as CSV or Excel. */
  z
    .object({
      kind: z.literal('pipeline'),
      format: z.enum(pipelineExportFormats),
      rowCount: zRowCount,
      filters: zShownFilters,
    })
    .strict(),
  /** The repository's Export: the documents its filters show, as CSV. */
  z.object({ kind: z.literal('documents'), rowCount: zRowCount, filters: zShownFilters }).strict(),
  /** Analytics' Export Report: the range's four tabs as a workbook. */
  z.object({ kind: z.literal('analytics_report'), range: zAnalyticsRange }).strict(),
]);
export type ExportRecord = z.infer<typeof zExportRecord>;
