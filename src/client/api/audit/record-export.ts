import type { ExportRecord } from '@shared/exports';
import { apiRequest } from '@client/lib/api-client';

/**
 * POST /api/audit-events/exports: writes the export to the team's audit trail. Screens build the file
 * only after this succeeds, so no export leaves without its row.
 */
export async function recordExport(record: ExportRecord): Promise<void> {
  await apiRequest('POST', '/api/audit-events/exports', record);
}
