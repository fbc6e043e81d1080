import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Inserts many rows of one shape as a single JSON parameter that PostgreSQL unpacks with
 * `jsonb_to_recordset`, instead of one bound parameter per value.
 *
 * A document's term counts or passages are thousands of values; building and parsing a statement with a
 * parameter for each one cost more than the insert itself (measured: bench/README.md, documents (d)).
 * The columns are the table's that any row names (other keys are ignored, as drizzle's insert ignores
 * them); a value a row leaves out is null, not the column's default. Strings are made
 * well-formed and NUL-free first: PostgreSQL's JSON takes neither a lone UTF-16 surrogate nor \u0000 (and
 * a text column could not hold a NUL anyway).
 */
function cleanString(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? value.toWellFormed().replaceAll('\0', '') : value;
}

export async function insertMany<Table extends PgTable>(
  db: Db,
  table: Table,
  rows: readonly PgInsertValue<Table>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((key) => rows.some((row) => key in row));
  const names = keys.map((key) => sql.identifier(columns[key].name));
  const types = keys.map(
    (key) => sql`${sql.identifier(columns[key].name)} ${sql.raw(columns[key].getSQLType())}`,
  );
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) record[columns[key].name] = (row as Record<string, unknown>)[key];
    return record;
  });
  // JSON.stringify escapes exactly these (a lone surrogate as \udxxx, NUL as \u0000): only then is every
  // string cleaned, so the usual text costs no second pass.
  let json = JSON.stringify(records);
  if (/\\u(?:d[89a-f]|0000)/.test(json)) json = JSON.stringify(records, cleanString);
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)})
        select ${sql.join(names, sql`, `)} from jsonb_to_recordset(${json}::jsonb) as r(${sql.join(types, sql`, `)})`,
  );
}
