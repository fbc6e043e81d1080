import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toasts } from '@client/texts/messages';
import { settingsPanelLabels } from '@client/texts/settings-panel-texts';
import { zUpdateTeamInput, type Team } from '@shared/team';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { useToast } from '@client/components/ui/use-toast';
import { useUpdateTeam } from './api/update-team';
import { SettingsSection } from './settings-section';

/** SPEC 6: only admins see this form; the server refuses the change for anyone else too. */
export function TeamSettingsForm({ team }: { team: Team }) {
  const showToast = useToast();
  const updateTeam = useUpdateTeam();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(zUpdateTeamInput),
    defaultValues: { name: team.name, description: team.description },
  });

  const save = handleSubmit((input) =>
    updateTeam.mutate(input, {
      onSuccess: () => showToast(toasts.teamSaved),
      onError: () => showToast(toasts.teamFailed),
    }),
  );

  return (
    <SettingsSection title={settingsPanelLabels.teamSettings}>
      <form onSubmit={save} className="grid gap-4" noValidate>
        <Field label="Team name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="organization" {...register('name')} />}
        </Field>
        <Field label="Description" error={errors.description?.message}>
          {(control) => <Textarea {...control} rows={3} {...register('description')} />}
        </Field>
        <Button type="submit" className="justify-self-start" disabled={updateTeam.isPending}>
          Save Team
        </Button>
      </form>
    </SettingsSection>
  );
}
