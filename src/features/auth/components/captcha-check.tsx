import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';

/**
 * Cloudflare Turnstile, the CAPTCHA Supabase Auth accepts on sign-in with hCaptcha (supabase.com
 * docs, "Enable CAPTCHA Protection"): the widget gives a one-use token, which the password
 * grant carries as `captchaToken` and Auth checks with Cloudflare before it looks at the password.
 * Loaded only when the operator sets VITE_TURNSTILE_SITE_KEY; the Content-Security-Policy then
 * allows exactly its origin for scripts and frames (Cloudflare's "Content Security Policy"
 * reference; scripts/site-hosting.ts).
 */
export const TURNSTILE_SCRIPT =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

type TurnstileOptions = {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
};
export type TurnstileApi = {
  render: (container: HTMLElement, options: TurnstileOptions) => string;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | undefined;

/** Adds Cloudflare's script once; resolves with its API when it has run. */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.addEventListener('load', () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')),
    );
    script.addEventListener('error', () => {
      loading = undefined;
      script.remove();
      reject(new Error('Turnstile could not be loaded'));
    });
    document.head.append(script);
  });
  return loading;
}

export type CaptchaHandle = { reset: () => void };

type CaptchaCheckProps = {
  siteKey: string;
  /** The token once the check passes; null when it expires or fails. */
  onToken: (token: string | null) => void;
};

export const CaptchaCheck = forwardRef<CaptchaHandle, CaptchaCheckProps>(function CaptchaCheck(
  { siteKey, onToken },
  ref,
) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const report = useRef(onToken);
  report.current = onToken;

  useImperativeHandle(ref, () => ({
    reset() {
      report.current(null);
      if (widget.current) widget.current.api.reset(widget.current.id);
    },
  }));

  useEffect(() => {
    let gone = false;
    loadTurnstile().then(
      (api) => {
        if (gone || !container.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => {
            report.current(null);
            setFailed(true);
          },
        });
        widget.current = { api, id };
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey]);

  return (
    <div className="grid gap-2">
      <div ref={container} />
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          The security check could not load. Check the connection and reload the page.
        </p>
      ) : null}
    </div>
  );
});
