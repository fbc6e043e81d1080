import { documentTexts } from '@client/texts/document-messages';
import { generalRepositoryValue } from '@shared/document-upload-form';
import { toolTexts } from '../tools-texts';
import { useInvestments } from '@client/api/investments/get-investments';
import { Field } from '@client/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';

type InvestmentSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Offers the General Repository first (uploads); the memo needs a real investment. */
  withGeneralRepository?: boolean;
  disabled?: boolean;
  /** The form's message for this choice. */
  error?: string;
};

/** A choice among the team's investments (archived ones left out), with loading and error states. */
export function InvestmentSelect({
  label,
  value,
  onChange,
  withGeneralRepository = false,
  disabled = false,
  error,
}: InvestmentSelectProps) {
  const investments = useInvestments();
  const choices = (investments.data ?? []).filter((investment) => investment.status !== 'archived');
  return (
    <Field label={label} error={investments.isError ? toolTexts.investmentsLoadFailed : error}>
      {(control) => (
        <Select value={value} onValueChange={onChange} disabled={disabled || investments.isPending}>
          <SelectTrigger {...control}>
            <SelectValue
              placeholder={investments.isPending ? 'Loading investments…' : toolTexts.chooseInvestment}
            />
          </SelectTrigger>
          <SelectContent>
            {withGeneralRepository && (
              <SelectItem value={generalRepositoryValue}>{documentTexts.generalRepository}</SelectItem>
            )}
            {choices.map((investment) => (
              <SelectItem key={investment.id} value={String(investment.id)}>
                {investment.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}
