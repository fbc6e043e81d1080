import { zodResolver } from '@hookform/resolvers/zod';
import { FileSearchIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  documentTypeLabel,
  maxSearchTextLength,
  zContentSearchForm,
  type ContentSearchFormValues,
  type DocumentListItem,
} from '@shared/document';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { useDocumentSearch } from '@client/api/documents/search-documents';
import { Button } from '@client/components/ui/button';
import { SearchInput } from '@client/components/ui/search-input';
import { Skeleton } from '@client/components/ui/skeleton';
import { HighlightedSnippet } from './highlighted-snippet';

function SearchResults({ query, onOpen }: { query: string; onOpen: (document: DocumentListItem) => void }) {
  const search = useDocumentSearch(query);
  if (search.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (search.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {repositoryTexts.contentSearchFailed}
      </p>
    );
  }
  const { hits: found, total } = search.data;
  if (found.length === 0) {
    return <p className="text-sm text-muted-foreground">{repositoryTexts.contentSearchNone(query)}</p>;
  }
  return (
    <div className="grid gap-2">
      <p role="status" className="text-xs text-muted-foreground">
        {repositoryTexts.contentSearchCount(found.length, total)}
      </p>
      <ol aria-label={repositoryTexts.contentSearchResults} className="grid max-h-80 gap-2 overflow-y-auto">
        {found.map((hit) => (
          <li key={hit.id} className="grid gap-1 rounded-md border bg-background p-3">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <button
                type="button"
                onClick={() => onOpen(hit)}
                className="rounded-sm text-left text-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {hit.name}
              </button>
              <span className="text-xs text-muted-foreground">{documentTypeLabel(hit.type)}</span>
            </div>
            <p className="text-sm break-words text-muted-foreground">
              <HighlightedSnippet snippet={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Full-text search inside the documents' extracted text (GET /api/documents?q=), ranked, with snippets. */
export function ContentSearch({ onOpen }: { onOpen: (document: DocumentListItem) => void }) {
  const [query, setQuery] = useState('');
  const form = useForm<ContentSearchFormValues>({
    resolver: zodResolver(zContentSearchForm),
    defaultValues: { q: '' },
  });
  const text = useWatch({ control: form.control, name: 'q' });
  const error = form.formState.errors.q?.message;
  const errorId = useId();

  const submit = form.handleSubmit(({ q }) => setQuery(q));
  const clear = () => {
    form.reset({ q: '' });
    setQuery('');
  };

  return (
    <section
      aria-label={repositoryTexts.contentSearchLabel}
      className="mb-4 grid gap-3 rounded-lg border bg-card p-4"
    >
      <form role="search" noValidate onSubmit={(event) => void submit(event)} className="flex gap-2">
        <SearchInput
          icon={FileSearchIcon}
          aria-label={repositoryTexts.contentSearchLabel}
          placeholder={repositoryTexts.contentSearchPlaceholder}
          maxLength={maxSearchTextLength}
          {...form.register('q')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!text.trim()}>
          {repositoryTexts.contentSearchSubmit}
        </Button>
        {query && (
          <Button variant="ghost" size="icon" aria-label={repositoryTexts.contentSearchClear} onClick={clear}>
            <XIcon aria-hidden />
          </Button>
        )}
      </form>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {query && <SearchResults query={query} onOpen={onOpen} />}
    </section>
  );
}
