import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { loginSchema, type LoginValues } from '../schemas/login-schema';
import type { CaptchaHandle } from './captcha-check';

// Cloudflare's widget and its loader, fetched only when the operator has configured a site key.
const CaptchaCheck = lazy(() =>
  import('./captcha-check').then((m) => ({ default: m.CaptchaCheck })),
);

type LoginFormProps = {
  /** Resolves true when signed in; the form then resets. */
  onSubmit: (values: LoginValues, captchaToken?: string) => Promise<boolean>;
  /** VITE_TURNSTILE_SITE_KEY: when set, each attempt needs the CAPTCHA's one-use token. */
  captchaSiteKey?: string;
  /** Why the last attempt was refused, said above the button as well as in the toast. */
  refusal?: string | null;
};

export function LoginForm({ onSubmit, captchaSiteKey, refusal }: LoginFormProps) {
  const ids = useId();
  const usernameId = `${ids}-username`;
  const passwordId = `${ids}-password`;
  const [showPassword, setShowPassword] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
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
    if (captchaSiteKey && !captchaToken) {
      setCaptchaMissing(true);
      return;
    }
    const signedIn = await (captchaToken ? onSubmit(values, captchaToken) : onSubmit(values));
    // A token is good for one attempt: the next one needs a fresh check.
    captcha.current?.reset();
    if (signedIn) reset();
  }

  function tokenChanged(token: string | null) {
    setCaptchaToken(token);
    if (token) setCaptchaMissing(false);
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
        <div className="relative">
          <Input
            id={passwordId}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            className="pr-12"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-error` : undefined}
            {...register('password')}
          />
          {/* Seeing what was typed (or pasted) spares a retype (WCAG 3.3.8); 40 px to hit (2.5.8). */}
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label="Show password"
            aria-pressed={showPassword}
            aria-controls={passwordId}
            className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&_svg]:size-5"
          >
            {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </div>
        {errors.password ? (
          <p id={`${passwordId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {errors.password.message}
          </p>
        ) : null}
      </div>
      {captchaSiteKey ? (
        <Suspense fallback={null}>
          <CaptchaCheck ref={captcha} siteKey={captchaSiteKey} onToken={tokenChanged} />
          {captchaMissing ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              Wait for the security check above to finish, then choose Login.
            </p>
          ) : null}
        </Suspense>
      ) : null}
      {refusal && !isSubmitting ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Login failed: {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
