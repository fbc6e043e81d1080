import { FileIcon, XIcon } from 'lucide-react';
import { formatFileSize } from '@shared/file-size';
import { Button } from '@client/components/ui/button';

type ChosenFileListProps = {
  files: readonly File[];
  onRemove: (file: File) => void;
  disabled?: boolean;
};

/** The files about to be uploaded, each with its size and a way to take it out again. */
export function ChosenFileList({ files, onRemove, disabled = false }: ChosenFileListProps) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Selected files" className="grid min-w-0 gap-1.5">
      {files.map((file) => (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}`}
          className="flex min-w-0 items-center gap-2 rounded-md border px-3 py-2 text-sm"
        >
          <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 flex-1 truncate" title={file.name}>
            {file.name}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size, 2)}</span>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onRemove(file)}
          >
            <XIcon aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
