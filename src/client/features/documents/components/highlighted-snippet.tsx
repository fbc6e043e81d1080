const markedPart = /(<mark>[\s\S]*?<\/mark>)/;

/**
 * The server's snippet with its <mark>…</mark> highlights. The text comes from uploaded documents, so
 * it is never parsed as HTML: the mark tags are split off and everything else stays plain text.
 */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippet.split(markedPart).map((part, index) =>
        markedPart.test(part) ? (
          <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/40">
            {part.slice('<mark>'.length, -'</mark>'.length)}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
