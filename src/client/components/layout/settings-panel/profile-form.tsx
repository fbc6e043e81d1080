import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toasts } from '@client/texts/messages';
import { settingsPanelLabels } from '@client/texts/settings-panel-texts';
import { zUpdateProfileInput, type User } from '@shared/user';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useToast } from '@client/components/ui/use-toast';
import { useUpdateProfile } from './api/update-profile';
import { SettingsSection } from './settings-section';

export function ProfileForm({ user }: { user: User }) {
  const showToast = useToast();
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(zUpdateProfileInput),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const save = handleSubmit((input) =>
    updateProfile.mutate(input, {
      onSuccess: () => showToast(toasts.profileSaved),
      onError: () => showToast(toasts.profileFailed),
    }),
  );

  return (
    <SettingsSection title="Profile Information" description="How your team sees you.">
      <form onSubmit={save} className="grid gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
          </Field>
        </div>
        {/* SPEC 5: the e-mail is shown but cannot be edited. */}
        <Field label="Email">
          {(control) => <Input {...control} type="email" value={user.email} readOnly />}
        </Field>
        <Button type="submit" className="justify-self-start" disabled={updateProfile.isPending}>
          {settingsPanelLabels.saveProfile}
        </Button>
      </form>
    </SettingsSection>
  );
}
