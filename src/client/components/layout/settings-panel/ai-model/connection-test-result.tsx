import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import type { ConnectionTestResult } from '@shared/ai-model-settings';
import { aiModelTexts } from '@client/texts/ai-model-texts';

function Check({ name, check }: { name: string; check: ConnectionTestResult['chat'] }) {
  const Icon = check.ok ? CircleCheckIcon : CircleXIcon;
  return (
    <li className="flex gap-2">
      <Icon
        aria-hidden
        className={
          check.ok
            ? 'mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400'
            : 'mt-0.5 size-4 shrink-0 text-destructive'
        }
      />
      <span>
        <span className="font-medium">
          {name} {check.ok ? aiModelTexts.worked : aiModelTexts.failed}:
        </span>{' '}
        {check.message}
      </span>
    </li>
  );
}

/** What "Test connection" found, check by check, in words. */
export function ConnectionTestResultList({ result }: { result: ConnectionTestResult }) {
  return (
    <ul aria-label={aiModelTexts.testResults} className="grid gap-2 text-sm break-words">
      <Check name={aiModelTexts.chat} check={result.chat} />
      <Check name={aiModelTexts.structuredOutput} check={result.structuredOutput} />
    </ul>
  );
}
