import { useCallback, useState } from 'react';
import { uploadFileToasts } from '@shared/document-messages';
import { partitionFiles } from '@shared/document-upload-form';
import { useToast } from '@client/components/ui/use-toast';

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * The files chosen for an upload. SPEC 5: each new file is checked (type, 50MB); an invalid one is
 * announced with its toast and dropped, the rest are kept. Choosing the same file twice keeps one.
 */
export function useChosenFiles() {
  const showToast = useToast();
  const [files, setFiles] = useState<File[]>([]);

  const add = useCallback(
    (incoming: readonly File[]) => {
      const { accepted, rejected } = partitionFiles(incoming);
      for (const { file, problem } of rejected) showToast(uploadFileToasts[problem](file.name));
      setFiles((current) => [
        ...current,
        ...accepted.filter((file) => !current.some((kept) => sameFile(kept, file))),
      ]);
    },
    [showToast],
  );

  const remove = useCallback((file: File) => {
    setFiles((current) => current.filter((kept) => kept !== file));
  }, []);

  const clear = useCallback(() => setFiles([]), []);

  return { files, add, remove, clear };
}
