import { useCallback, useState } from 'react';
import { uploadFileToasts } from '@client/texts/document-messages';
import { maxFilesPerUpload } from '@shared/document-upload';
import { partitionFiles } from '@shared/document-upload-form';
import { useToast } from '@client/components/ui/use-toast';

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * The files chosen for an upload. SPEC 5: each new file is checked (type, 50MB); an invalid one is
 * announced with its toast and dropped, the rest are kept. Choosing the same file twice keeps one.
 * At most 20 are kept, as the server takes no more in one upload; the rest are announced and dropped.
 */
export function useChosenFiles() {
  const showToast = useToast();
  const [files, setFiles] = useState<File[]>([]);

  const add = useCallback(
    (incoming: readonly File[]) => {
      const { accepted, rejected } = partitionFiles(incoming);
      for (const { file, problem } of rejected) showToast(uploadFileToasts[problem](file.name));
      const fresh = accepted.filter((file) => !files.some((kept) => sameFile(kept, file)));
      if (files.length + fresh.length > maxFilesPerUpload) showToast(uploadFileToasts.tooMany);
      setFiles([...files, ...fresh].slice(0, maxFilesPerUpload));
    },
    [files, showToast],
  );

  const remove = useCallback((file: File) => {
    setFiles((current) => current.filter((kept) => kept !== file));
  }, []);

  const clear = useCallback(() => setFiles([]), []);

  return { files, add, remove, clear };
}
