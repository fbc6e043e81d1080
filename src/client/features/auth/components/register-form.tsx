import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { zRegisterInput, type RegisterInput } from '@shared/auth';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api-client';
import { useRegister } from '../api/register';
import { FormError } from './form-error';
import { serverErrorMessage } from './server-error-message';

const registerFields = ['email', 'password', 'firstName', 'lastName', 'teamName'] as const;

function isRegisterField(field: string): field is keyof RegisterInput {
  return (registerFields as readonly string[]).includes(field);
}

type FieldError = [field: keyof RegisterInput, message: string];

/** The parts of a failure that belong next to one field: a taken e-mail (409) or a 400's field messages. */
function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || !error.body) return [];
  if (error.status === 409) return [['email', error.body.message]];
  return Object.entries(error.body.fieldErrors ?? {}).flatMap(([field, messages]): FieldError[] =>
    isRegisterField(field) && messages[0] ? [[field, messages[0]]] : [],
  );
}

export function RegisterForm() {
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(zRegisterInput),
    defaultValues: { email: '', password: '', firstName: '', lastName: '', teamName: '' },
  });

  const submit = handleSubmit((input) =>
    registerUser.mutate(input, {
      onError: (error) => fieldErrorsOf(error).forEach(([field, message]) => setError(field, { message })),
    }),
  );
  // A failure that no field explains is shown above the form.
  const formMessage =
    registerUser.isError && fieldErrorsOf(registerUser.error).length === 0
      ? serverErrorMessage(registerUser.error, 'Could not create the account. Please try again.')
      : null;

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormError message={formMessage} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...register('password')} />
        )}
      </Field>
      <Field label="Team name" error={errors.teamName?.message}>
        {(control) => <Input {...control} autoComplete="organization" {...register('teamName')} />}
      </Field>
      <Button type="submit" disabled={registerUser.isPending}>
        {registerUser.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
