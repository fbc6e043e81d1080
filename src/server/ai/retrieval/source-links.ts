/** Where a citation chip leads: SPEC 2's screens for the cited row. */
export const documentHref = (id: number, page?: number | null) =>
  page ? `/documents/${id}?page=${page}` : `/documents/${id}`;
export const investmentHref = (id: number) => `/investments/${id}`;
