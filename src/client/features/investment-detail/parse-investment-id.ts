/** The largest id PostgreSQL's integer column holds; anything larger cannot name an investment. */
const maxId = 2_147_483_647;

/** The investment id in a route such as /pipeline/{id}; null when it cannot be one (shown as not found). */
export function parseInvestmentId(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= maxId ? id : null;
}
