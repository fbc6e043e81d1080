import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { zLoginInput } from '@shared/auth';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useLogin } from '../api/login';
import { FormError } from './form-error';
import { serverErrorMessage } from './server-error-message';

export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(zLoginInput), defaultValues: { email: '', password: '' } });

  return (
    <form onSubmit={handleSubmit((input) => login.mutate(input))} className="grid gap-4" noValidate>
      <FormError
        message={
          login.isError ? serverErrorMessage(login.error, 'Could not sign in. Please try again.') : null
        }
      />
      <Field label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...register('password')} />
        )}
      </Field>
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
