import { zodResolver } from '@hookform/resolvers/zod';
import { UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { documentTypes, type UploadResponse } from '@shared/document';
import { documentToasts } from '@client/texts/document-messages';
import {
  toolsUploadDefaults,
  toolsUploadFormDefaults,
  zToolsUploadForm,
  type ToolsUploadFormValues,
  type ToolsUploadInput,
} from '@shared/document-upload-form';
import { toolTexts } from '../tools-texts';
import { refusedFilesOf, useUploadDocuments } from '@client/api/documents/upload-documents';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { FormSelectField } from '@client/components/ui/form-select-field';
import { Textarea } from '@client/components/ui/textarea';
import { useToast } from '@client/components/ui/use-toast';
import { ChosenFileList } from '@client/components/upload/chosen-file-list';
import { FileDropZone } from '@client/components/upload/file-drop-zone';
import { UploadErrorList } from '@client/components/upload/upload-error-list';
import { UploadProgressBar } from '@client/components/upload/upload-progress-bar';
import { useChosenFiles } from '@client/components/upload/use-chosen-files';
import { useSimulatedUploadProgress } from '@client/components/upload/use-simulated-upload-progress';
import { InvestmentSelect } from './investment-select';

type DocumentProcessingPanelProps = {
  canUpload: boolean;
  /** Closes the dialog, 800 ms after a complete upload (SPEC 4). */
  onDone: () => void;
  /** Tells the dialog not to close while the upload runs. */
  onBusyChange: (busy: boolean) => void;
};

/**
 * SPEC 2 Document Processing: a document type, the investment (or the General Repository) and files.
 * SPEC 5: without a file and a type nothing happens (the Upload button stays disabled). SPEC 7: each
 * file's metadata is its investment and type, category operational, confidentiality internal and the
 * description.
 */
export function DocumentProcessingPanel({ canUpload, onDone, onBusyChange }: DocumentProcessingPanelProps) {
  const showToast = useToast();
  const [refused, setRefused] = useState<UploadResponse['errors']>([]);
  const chosen = useChosenFiles();
  const progress = useSimulatedUploadProgress();
  const upload = useUploadDocuments();
  const form = useForm<ToolsUploadFormValues, unknown, ToolsUploadInput>({
    resolver: zodResolver(zToolsUploadForm),
    defaultValues: toolsUploadFormDefaults,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const busy = upload.isPending || progress.value > 0;
  const locked = busy || !canUpload;

  const submit = form.handleSubmit((values) => {
    if (chosen.files.length === 0 || locked) return;
    setRefused([]);
    onBusyChange(true);
    progress.start();
    upload.mutate(
      { files: chosen.files, metadataFor: () => ({ ...values, ...toolsUploadDefaults }) },
      {
        onSuccess: (result) => {
          showToast(documentToasts.uploadStarted);
          chosen.clear();
          setRefused(result.errors);
          progress.succeed(() => {
            onBusyChange(false);
            if (result.errors.length === 0) onDone();
          });
        },
        onError: (error) => {
          showToast(documentToasts.uploadFailed);
          setRefused(refusedFilesOf(error));
          progress.fail();
          onBusyChange(false);
        },
      },
    );
  });

  return (
    <form
      noValidate
      // min-w-0: a long file name must truncate inside the dialog, not widen it.
      className="grid min-w-0 gap-4"
      onSubmit={(event) => void submit(event)}
    >
      {!canUpload && (
        <p role="note" className="rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground">
          {toolTexts.viewerCannotUpload}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="type"
          label={toolTexts.documentType}
          options={documentTypes}
          placeholder={toolTexts.chooseDocumentType}
          disabled={locked}
        />
        <Controller
          control={form.control}
          name="investmentId"
          render={({ field, fieldState }) => (
            <InvestmentSelect
              label={toolTexts.investment}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              withGeneralRepository
              disabled={locked}
            />
          )}
        />
      </div>
      <Field label="Description (optional)" error={form.formState.errors.description?.message}>
        {(control) => <Textarea {...control} {...form.register('description')} rows={2} disabled={locked} />}
      </Field>
      <FileDropZone onFiles={chosen.add} disabled={locked} />
      <ChosenFileList files={chosen.files} onRemove={chosen.remove} disabled={locked} />
      <UploadErrorList errors={refused} />
      {busy && <UploadProgressBar value={progress.value} />}
      <DialogFooter>
        <Button type="submit" disabled={locked || !type || chosen.files.length === 0}>
          <UploadIcon aria-hidden />
          {busy ? toolTexts.uploading : toolTexts.uploadAction}
        </Button>
      </DialogFooter>
    </form>
  );
}
