import type { UploadResponse } from '@shared/document';

/** The files the server refused (its own words per file), while the others carry on processing. */
export function UploadErrorList({ errors }: { errors: UploadResponse['errors'] }) {
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      className="grid min-w-0 gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <p className="font-medium">Some files were not uploaded:</p>
      <ul className="list-disc pl-5 break-words text-muted-foreground">
        {errors.map((error, index) => (
          <li key={`${error.fileName}-${index}`}>{error.message}</li>
        ))}
      </ul>
    </div>
  );
}
