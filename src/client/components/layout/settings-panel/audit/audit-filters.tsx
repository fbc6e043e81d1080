import { useId } from 'react';
import {
  auditActionLabels,
  auditActions,
  auditObjectLabels,
  auditObjectTypes,
  type AuditFilters,
} from '@shared/audit';
import type { TeamMember } from '@shared/team';
import { FilterSelect } from '@client/components/ui/filter-select';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { auditTrailTexts } from '@client/texts/settings-panel-texts';

const any = 'any';

const actionOptions = [
  { value: any, label: auditTrailTexts.anyAction },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
];
const objectOptions = [
  { value: any, label: auditTrailTexts.anyObject },
  ...auditObjectTypes.map((type) => ({ value: type, label: auditObjectLabels[type] })),
];

/** Person, action, object and a date range; each change asks for the first page again. */
export function AuditFilterBar({
  filters,
  members,
  onChange,
}: {
  filters: AuditFilters;
  members: readonly TeamMember[];
  onChange: (filters: AuditFilters) => void;
}) {
  const fromId = useId();
  const toId = useId();
  const personOptions = [
    { value: any, label: auditTrailTexts.anyPerson },
    ...members.map((member) => ({
      value: String(member.id),
      label: `${member.firstName} ${member.lastName}`.trim() || (member.email ?? String(member.id)),
    })),
  ];
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      <FilterSelect
        label={auditTrailTexts.person}
        value={filters.actorId === undefined ? any : String(filters.actorId)}
        options={personOptions}
        onValueChange={(value) => set({ actorId: value === any ? undefined : Number(value) })}
      />
      <FilterSelect
        label={auditTrailTexts.action}
        value={filters.action ?? any}
        options={actionOptions}
        onValueChange={(value) =>
          set({ action: value === any ? undefined : (value as AuditFilters['action']) })
        }
      />
      <FilterSelect
        label={auditTrailTexts.object}
        value={filters.objectType ?? any}
        options={objectOptions}
        onValueChange={(value) =>
          set({ objectType: value === any ? undefined : (value as AuditFilters['objectType']) })
        }
      />
      <div className="grid gap-1">
        <Label htmlFor={fromId}>{auditTrailTexts.from}</Label>
        <Input
          id={fromId}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={toId}>{auditTrailTexts.to}</Label>
        <Input
          id={toId}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
      </div>
    </div>
  );
}
