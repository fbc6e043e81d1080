import { zodResolver } from '@hookform/resolvers/zod';
import { UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UploadResponse } from '@shared/document';
import { documentToasts, uploadFileToasts } from '@client/texts/document-messages';
import {
  defaultCategoryOf,
  detailUploadDefaults,
  zDetailUploadForm,
  type DetailUploadFormValues,
} from '@shared/document-upload-form';
import { refusedFilesOf, useUploadDocuments } from '@client/api/documents/upload-documents';
import { ChosenFileList } from '@client/components/upload/chosen-file-list';
import { FileDropZone } from '@client/components/upload/file-drop-zone';
import { UploadErrorList } from '@client/components/upload/upload-error-list';
import { UploadProgressBar } from '@client/components/upload/upload-progress-bar';
import { useChosenFiles } from '@client/components/upload/use-chosen-files';
import { useSimulatedUploadProgress } from '@client/components/upload/use-simulated-upload-progress';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { FormSelectField } from '@client/components/ui/form-select-field';
import { Textarea } from '@client/components/ui/textarea';
import { useToast } from '@client/components/ui/use-toast';
import { detailTexts } from '../../detail-texts';
import { categoryOptions, confidentialityOptions, documentTypeOptions } from './upload-options';

/**
 * SPEC 2 and 5 upload dialog of the investment's Documents tab: type, category, confidentiality and an
 * optional description apply to every chosen file; SPEC 4's simulated progress runs while the server
 * stores them. Success closes and resets the dialog 800 ms after 100%, unless the server refused some
 * files: then their reasons stay on screen while the stored ones are processed.
 */
export function UploadDocumentsDialog({ investmentId }: { investmentId: number }) {
  const showToast = useToast();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<UploadResponse['errors']>([]);
  const chosen = useChosenFiles();
  const progress = useSimulatedUploadProgress();
  const upload = useUploadDocuments();
  const form = useForm<DetailUploadFormValues, unknown, DetailUploadFormValues>({
    resolver: zodResolver(zDetailUploadForm),
    defaultValues: detailUploadDefaults,
  });
  const busy = upload.isPending || progress.value > 0;

  const reset = () => {
    form.reset(detailUploadDefaults);
    chosen.clear();
    setRefused([]);
    progress.fail();
    upload.reset();
  };

  const changeOpen = (next: boolean) => {
    // Closing mid-upload would hide how it ended; the dialog stays until the answer.
    if (busy) return;
    setOpen(next);
    if (!next) reset();
  };

  const submit = form.handleSubmit((values) => {
    if (chosen.files.length === 0) {
      showToast(uploadFileToasts.noFiles);
      return;
    }
    setRefused([]);
    progress.start();
    upload.mutate(
      {
        files: chosen.files,
        metadataFor: (file) => ({ ...values, investmentId, name: file.name, fileSize: file.size }),
      },
      {
        onSuccess: (result) => {
          showToast(documentToasts.detailUploaded);
          chosen.clear();
          setRefused(result.errors);
          progress.succeed(() => {
            upload.reset();
            if (result.errors.length > 0) return;
            setOpen(false);
            reset();
          });
        },
        onError: (error) => {
          showToast(documentToasts.detailUploadFailed);
          setRefused(refusedFilesOf(error));
          progress.fail();
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <UploadIcon aria-hidden />
          {detailTexts.uploadDocuments}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{detailTexts.uploadDocuments}</DialogTitle>
          <DialogDescription>{detailTexts.uploadDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <FormSelectField
                control={form.control}
                name="type"
                label="Document Type"
                options={documentTypeOptions}
                disabled={busy}
                onChosen={(type) => form.setValue('category', defaultCategoryOf(type))}
              />
            </div>
            <FormSelectField
              control={form.control}
              name="category"
              label="Category"
              options={categoryOptions}
              disabled={busy}
            />
            <FormSelectField
              control={form.control}
              name="confidentialityLevel"
              label="Confidentiality Level"
              options={confidentialityOptions}
              disabled={busy}
            />
          </div>
          <Field label="Description (optional)" error={form.formState.errors.description?.message}>
            {(control) => (
              <Textarea
                {...control}
                {...form.register('description')}
                disabled={busy}
                rows={2}
                placeholder="What these files are about"
              />
            )}
          </Field>
          <FileDropZone onFiles={chosen.add} disabled={busy} />
          <ChosenFileList files={chosen.files} onRemove={chosen.remove} disabled={busy} />
          <UploadErrorList errors={refused} />
          {busy && <UploadProgressBar value={progress.value} />}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              <UploadIcon aria-hidden />
              {busy ? 'Uploading…' : 'Upload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
