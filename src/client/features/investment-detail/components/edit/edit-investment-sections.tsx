import { investmentTypeLabels } from '@client/texts/investment-messages';
import { investmentStatuses, investmentStatusLabels, investmentTypes } from '@shared/investment-stages';
import { FormSelectField } from '@client/components/ui/form-select-field';
import type { EditInvestmentForm } from './edit-form';
import { FormSection } from './form-section';
import { TextField } from './text-field';

const typeOptions = investmentTypes.map((value) => ({ value, label: investmentTypeLabels[value] }));
// Every stage, and archived too, so an archived investment opens with its own status.
const statusOptions = investmentStatuses.map((value) => ({ value, label: investmentStatusLabels[value] }));

export function BasicInformationSection({ form }: { form: EditInvestmentForm }) {
  return (
    <FormSection title="Basic Information">
      <div className="sm:col-span-2">
        <TextField form={form} name="name" label="Investment Name" />
      </div>
      <FormSelectField control={form.control} name="type" label="Type" options={typeOptions} />
      <FormSelectField control={form.control} name="status" label="Status" options={statusOptions} />
      <TextField form={form} name="strategy" label="Strategy" placeholder="Growth Equity" />
      <TextField form={form} name="targetSize" label="Target Size" placeholder="$500M" />
      <TextField form={form} name="vintage" label="Vintage" inputMode="numeric" />
      <TextField form={form} name="geography" label="Geography" placeholder="North America" />
    </FormSection>
  );
}

export function AdditionalDetailsSection({ form }: { form: EditInvestmentForm }) {
  return (
    <FormSection title="Additional Details">
      <TextField form={form} name="fundManager" label="Fund Manager" />
      <TextField form={form} name="minimumInvestment" label="Minimum Investment" placeholder="$10M" />
      <TextField form={form} name="investmentPeriod" label="Investment Period" placeholder="5 years" />
      <TextField form={form} name="managementFee" label="Management Fee" placeholder="2.0%" />
      <TextField form={form} name="carriedInterest" label="Carried Interest" placeholder="20%" />
      <TextField form={form} name="irr" label="IRR" placeholder="18.5%" />
      <TextField form={form} name="multiple" label="Multiple" placeholder="2.1x" />
    </FormSection>
  );
}

export function InvestmentAnalysisSection({ form }: { form: EditInvestmentForm }) {
  const onePerLine = 'One item per line';
  return (
    <FormSection title="Investment Analysis">
      <TextField form={form} name="investmentThesis" label="Investment Thesis" multiline />
      <TextField form={form} name="keyRisks" label="Key Risks" multiline placeholder={onePerLine} />
      <TextField
        form={form}
        name="keyOpportunities"
        label="Key Opportunities"
        multiline
        placeholder={onePerLine}
      />
      <TextField
        form={form}
        name="competitiveAdvantages"
        label="Competitive Advantages"
        multiline
        placeholder={onePerLine}
      />
    </FormSection>
  );
}
