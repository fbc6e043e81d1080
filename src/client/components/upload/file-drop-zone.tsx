import { UploadIcon } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { fileInputAccept } from '@shared/document-upload-form';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

type FileDropZoneProps = {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
};

/**
 * Where files are chosen: dropped onto the area, or picked with the Browse button (a label around the
 * visually hidden file input, so the keyboard and screen readers reach the real input). Several at once.
 */
export function FileDropZone({ onFiles, disabled = false }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const acceptDrag = (event: DragEvent) => {
    if (disabled) return;
    // Without preventDefault the browser opens the dropped file instead of handing it over.
    event.preventDefault();
    setDragging(true);
  };

  return (
    <div
      data-testid="file-drop-zone"
      onDragOver={acceptDrag}
      onDragEnter={acceptDrag}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        'grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
        dragging ? 'border-primary bg-primary/5' : 'border-input',
        disabled && 'opacity-60',
      )}
    >
      <UploadIcon className="size-6 text-muted-foreground" aria-hidden />
      <p id={hintId} className="text-sm text-muted-foreground">
        Drag and drop files here, or browse. PDF, DOC, DOCX, XLS or XLSX, up to 50MB each.
      </p>
      <label
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
          disabled && 'pointer-events-none opacity-50',
        )}
      >
        <input
          type="file"
          multiple
          accept={fileInputAccept}
          disabled={disabled}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            // Cleared so choosing the same file again (after removing it) fires a change.
            event.target.value = '';
          }}
        />
        Browse files
      </label>
    </div>
  );
}
