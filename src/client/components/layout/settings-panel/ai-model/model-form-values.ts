import {
  zModelSettingsInput,
  type ModelSettingsInput,
  type ModelSettingsView,
} from '@shared/ai-model-settings';

/** The form's fields as typed: text, so an empty field means "not set". */
export type ModelFormValues = {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutSeconds: string;
  tokenBudget: string;
};

export type ModelFormField = keyof ModelFormValues;

const shown = (setting: { value: string | number | null; source: string }) =>
  setting.source === 'team' && setting.value !== null ? String(setting.value) : '';

/** The form starts from the team's saved values; the environment's and the defaults show beside it. */
export function formDefaults(view: ModelSettingsView): ModelFormValues {
  return {
    baseUrl: shown(view.baseUrl),
    model: shown(view.model),
    apiKey: '',
    timeoutSeconds: shown(view.timeoutSeconds),
    tokenBudget: shown(view.tokenBudget),
  };
}

/** Whether the environment sets the field: it is then shown read-only and never sent. */
export function setByEnvironment(view: ModelSettingsView, field: ModelFormField): boolean {
  return view[field].source === 'environment';
}

/**
 * What the form asks the server for: empty fields cleared, the environment's fields left to it, the key
 * kept when left empty, removed when asked. Either the input, or each field's message.
 */
export function formInput(
  view: ModelSettingsView,
  values: ModelFormValues,
  removeKey: boolean,
): { input: ModelSettingsInput } | { errors: Partial<Record<ModelFormField, string>> } {
  const text = (field: ModelFormField) =>
    setByEnvironment(view, field) || values[field].trim() === '' ? null : values[field].trim();
  const number = (field: 'timeoutSeconds' | 'tokenBudget') => {
    const typed = text(field);
    return typed === null ? null : Number(typed);
  };
  const typedKey = text('apiKey');
  const candidate = {
    baseUrl: text('baseUrl'),
    model: text('model'),
    apiKey: removeKey ? null : (typedKey ?? undefined),
    timeoutSeconds: number('timeoutSeconds'),
    tokenBudget: number('tokenBudget'),
  };
  const parsed = zModelSettingsInput.safeParse(candidate);
  if (parsed.success) return { input: parsed.data };
  const errors: Partial<Record<ModelFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ModelFormField;
    errors[field] ??= Number.isNaN(candidate[field as 'tokenBudget'])
      ? 'Enter a whole number'
      : issue.message;
  }
  return { errors };
}
