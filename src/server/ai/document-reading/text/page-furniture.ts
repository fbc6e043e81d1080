// A line on at least this share of pages (and on three or more) is a running header or footer.
const repeatedShare = 0.4;
const minPages = 3;
const maxFurnitureLength = 90;
const pageNumber = /^\d{1,4}$/;

function contentLines(page: string): string[] {
  return page
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * The text with each page's furniture blanked out: running headers and footers (a line on many pages,
 * such as 'STRICTLY CONFIDENTIAL' or a mail address) and a page number standing first or last on its
 * page. Blanks are spaces of the same length, so offsets still point at the same characters of the
 * stored text and every quote stays verbatim.
 */
export function blankPageFurniture(text: string): string {
  const pages = text.split('\f');
  if (pages.length < minPages) return text;
  const pagesWithLine = new Map<string, number>();
  for (const page of pages) {
    for (const line of new Set(contentLines(page))) {
      if (line.length <= maxFurnitureLength && !pageNumber.test(line)) {
        pagesWithLine.set(line, (pagesWithLine.get(line) ?? 0) + 1);
      }
    }
  }
  const threshold = Math.max(minPages, Math.ceil(pages.length * repeatedShare));
  const furniture = new Set(
    [...pagesWithLine].filter(([, count]) => count >= threshold).map(([line]) => line),
  );
  return pages
    .map((page) => {
      const lines = contentLines(page);
      const edges = new Set(
        [lines[0], lines[lines.length - 1]].filter((line) => line && pageNumber.test(line)),
      );
      if (furniture.size === 0 && edges.size === 0) return page;
      return page
        .split('\n')
        .map((line) =>
          furniture.has(line.trim()) || edges.has(line.trim()) ? ' '.repeat(line.length) : line,
        )
        .join('\n');
    })
    .join('\f');
}
