/** Both drivers answer raw SQL with `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
