import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { loginSchema, type LoginValues } from '../schemas/login-schema';

type LoginFormProps = {
  /** Resolves true when signed in; the form then resets. */
  onSubmit: (values: LoginValues) => Promise<boolean>;
};

export function LoginForm({ onSubmit }: LoginFormProps) {
  const ids = useId();
  const usernameId = `${ids}-username`;
  const passwordId = `${ids}-password`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  async function save(values: LoginValues) {
    if (await onSubmit(values)) reset();
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={usernameId}>Username</Label>
        <Input
          id={usernameId}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${usernameId}-error` : undefined}
          {...register('username')}
        />
        {errors.username ? (
          <p id={`${usernameId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {errors.username.message}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={passwordId}>Password</Label>
        <Input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${passwordId}-error` : undefined}
          {...register('password')}
        />
        {errors.password ? (
          <p id={`${passwordId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {errors.password.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
