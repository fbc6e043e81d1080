import {
  analyticsReportFileName,
  documentsExportFileName,
  investmentDataFileName,
  pipelineExportFileName,
  type ExportRecord,
} from '@shared/exports';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { findInvestment } from '../investments/service';
import type { AuditEntry } from './record-audit';

/**
 * The audit row of a file a screen is about to build: the object as the server knows it (an
 * investment of the caller's team, else not_found), with the filters and row count the screen showed.
 */
export async function exportEntry(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  record: ExportRecord,
): Promise<AuditEntry> {
  switch (record.kind) {
    case 'investment_data': {
      const investment = await findInvestment(db, scope, record.investmentId);
      return {
        action: 'export',
        objectType: 'investment',
        objectId: investment.id,
        objectName: investment.name,
        details: { kind: record.kind, fileName: investmentDataFileName(investment.name) },
      };
    }
    case 'pipeline': {
      const { kind, format, rowCount, filters } = record;
      return {
        action: 'export',
        objectType: 'pipeline',
        objectName: pipelineExportFileName(format),
        details: { kind, format, rowCount, filters },
      };
    }
    case 'documents': {
      const { kind, rowCount, filters } = record;
      return {
        action: 'export',
        objectType: 'repository',
        objectName: documentsExportFileName,
        details: { kind, rowCount, filters },
      };
    }
    case 'analytics_report':
      return {
        action: 'export',
        objectType: 'analytics',
        objectName: analyticsReportFileName(record.range),
        details: { kind: record.kind, range: record.range },
      };
  }
}
