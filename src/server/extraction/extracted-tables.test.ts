import { describe, expect, it } from 'vitest';
import { boundTables, tableLimits } from './extracted-tables';
import { copyResult } from './sandbox-protocol';

describe('boundTables', () => {
  it('drops what is not a table and strips NUL, which PostgreSQL cannot store', () => {
    const tables = boundTables([
      { page: 1, rows: [['Net\u0000 IRR', '12%']], headerRows: 0 },
      { page: -1, rows: [['x']], headerRows: 0 },
      { page: null, rows: [[1, 2]], headerRows: 0 },
      'table',
    ]);
    expect(tables).toEqual([{ page: 1, rows: [['Net IRR', '12%']], headerRows: 0 }]);
  });

  it('cuts a table a sandbox sends past the limits on cells, rows and header rows', () => {
    const rows = Array.from({ length: 1_000 }, () => Array.from({ length: 100 }, () => '1.0'));
    const result = copyResult({
      ok: true,
      text: '',
      warnings: [],
      tables: [{ page: null, rows, headerRows: 5_000 }],
    });
    const [table] = result.ok ? (result.tables ?? []) : [];
    expect(table.rows).toHaveLength(tableLimits.rows);
    expect(table.rows[0]).toHaveLength(tableLimits.columns);
    expect(table.headerRows).toBe(tableLimits.rows);
  });
});
