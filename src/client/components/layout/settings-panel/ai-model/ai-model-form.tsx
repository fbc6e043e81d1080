import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { modelSettingLimits, type ModelSettingsView } from '@shared/ai-model-settings';
import { ApiError } from '@client/lib/api-client';
import { aiModelTexts } from '@client/texts/ai-model-texts';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useToast } from '@client/components/ui/use-toast';
import { useSaveAiModelSettings, useTestAiModelConnection } from '../api/ai-model';
import { ConnectionTestResultList } from './connection-test-result';
import {
  formDefaults,
  formInput,
  setByEnvironment,
  type ModelFormField,
  type ModelFormValues,
} from './model-form-values';

const fields: ModelFormField[] = ['baseUrl', 'model', 'apiKey', 'timeoutSeconds', 'tokenBudget'];

/** The team's AI model: each value the environment sets is shown read-only; the key is written, never shown. */
export function AiModelForm({ view }: { view: ModelSettingsView }) {
  const showToast = useToast();
  const save = useSaveAiModelSettings();
  const test = useTestAiModelConnection();
  const [removeKey, setRemoveKey] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ModelFormValues>({ defaultValues: formDefaults(view) });

  /** The input, or the fields' messages shown and null. */
  const inputOf = (values: ModelFormValues) => {
    const checked = formInput(view, values, removeKey);
    if ('input' in checked) return checked.input;
    for (const [field, message] of Object.entries(checked.errors))
      setError(field as ModelFormField, { message });
    return null;
  };
  /** The server's field messages go under their fields; anything else is said in a toast. */
  const showServerError = (error: Error, fallback: typeof aiModelTexts.saveFailed) => {
    const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
    const known = Object.entries(fieldErrors ?? {}).filter(([field]) =>
      fields.includes(field as ModelFormField),
    );
    for (const [field, messages] of known) setError(field as ModelFormField, { message: messages[0] });
    const message = error instanceof ApiError ? error.body?.message : undefined;
    showToast(message ? { ...fallback, description: message } : fallback);
  };

  const onSave = handleSubmit((values) => {
    const input = inputOf(values);
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => showToast(aiModelTexts.saved),
      onError: (error) => showServerError(error, aiModelTexts.saveFailed),
    });
  });
  const onTest = handleSubmit((values) => {
    const input = inputOf(values);
    if (!input) return;
    test.mutate(input, {
      onError: (error) =>
        showServerError(error, { ...aiModelTexts.saveFailed, description: aiModelTexts.testFailed }),
    });
  });

  const environmentNote = (field: ModelFormField) =>
    setByEnvironment(view, field) ? (
      <p className="text-xs text-muted-foreground">{aiModelTexts.setByEnvironment}</p>
    ) : null;
  const textField = (field: 'baseUrl' | 'model', label: string, placeholder: string, type = 'text') => (
    <div className="grid gap-1">
      <Field label={label} error={errors[field]?.message}>
        {(control) =>
          setByEnvironment(view, field) ? (
            <Input {...control} readOnly value={view[field].value ?? ''} />
          ) : (
            <Input
              {...control}
              type={type}
              placeholder={placeholder}
              autoComplete="off"
              {...register(field)}
            />
          )
        }
      </Field>
      {environmentNote(field)}
    </div>
  );
  const numberField = (field: 'timeoutSeconds' | 'tokenBudget', label: string) => (
    <div className="grid gap-1">
      <Field label={label} error={errors[field]?.message}>
        {(control) =>
          setByEnvironment(view, field) ? (
            <Input {...control} readOnly value={String(view[field].value)} />
          ) : (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              placeholder={aiModelTexts.defaultValue(modelSettingLimits[field].default)}
              {...register(field)}
            />
          )
        }
      </Field>
      {environmentNote(field)}
    </div>
  );

  const keySetByTeam = view.apiKey.source === 'team';
  return (
    <form onSubmit={onSave} className="grid gap-4" noValidate>
      <p className="text-sm">
        {view.configured && view.model.value
          ? aiModelTexts.configured(view.model.value)
          : aiModelTexts.notConfigured}
      </p>
      {textField('baseUrl', aiModelTexts.baseUrl, aiModelTexts.baseUrlPlaceholder, 'url')}
      {textField('model', aiModelTexts.model, aiModelTexts.modelPlaceholder)}
      {view.apiKey.source === 'environment' ? (
        <div className="grid gap-1">
          <p className="text-sm font-medium">{aiModelTexts.apiKey}</p>
          <p className="text-sm text-muted-foreground">{aiModelTexts.environmentKey}</p>
        </div>
      ) : view.canStoreApiKey ? (
        <div className="grid gap-2">
          <Field label={aiModelTexts.apiKey} error={errors.apiKey?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                disabled={removeKey}
                placeholder={aiModelTexts.apiKeyPlaceholder(view.apiKey.hint)}
                {...register('apiKey')}
              />
            )}
          </Field>
          {keySetByTeam && (
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>
                {removeKey ? aiModelTexts.keyRemovedOnSave : aiModelTexts.apiKeySaved(view.apiKey.hint)}
              </span>
              <Button type="button" variant="outline" size="sm" onClick={() => setRemoveKey(!removeKey)}>
                {removeKey ? aiModelTexts.keepKey : aiModelTexts.removeKey}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className="grid gap-1">
          <p className="text-sm font-medium">{aiModelTexts.apiKey}</p>
          <p className="text-sm text-muted-foreground">{aiModelTexts.cannotStoreKey}</p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {numberField('timeoutSeconds', aiModelTexts.timeoutSeconds)}
        {numberField('tokenBudget', aiModelTexts.tokenBudget)}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? aiModelTexts.saving : aiModelTexts.save}
        </Button>
        <Button type="button" variant="outline" disabled={test.isPending} onClick={() => void onTest()}>
          {test.isPending ? aiModelTexts.testing : aiModelTexts.test}
        </Button>
      </div>
      <div aria-live="polite">
        {test.data && !test.isPending && <ConnectionTestResultList result={test.data} />}
      </div>
    </form>
  );
}
