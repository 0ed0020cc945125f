import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { alertNotice } from '@/content/alert-notice';
import { ALERT_SECTIONS } from '@/content/alert-sections';
import { alertWords } from '@/content/alert-words';
import { subscribeToAlerts, type AlertAnswer } from '../api/alert-calls';
import { canonicalMailbox } from '../../../../supabase/functions/_shared/alerts/mailbox';

const words = alertWords.form;

type Problems = { email?: string; sections?: string; consent?: string };

/**
 * The subscribe form: the notice first (why the address is needed, how to withdraw), then the
 * address, what to hear about and an explicit agreement, nothing ticked in advance. The answer
 * is the same whether or not the address was known, and announced (aria-live). Native inputs,
 * not Radix's, so the investor pages that carry it stay light.
 */
export function AlertSubscribeForm({ initialSection }: { initialSection?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [scope, setScope] = useState<'all' | 'chosen'>(initialSection ? 'chosen' : 'all');
  const [chosen, setChosen] = useState<string[]>(initialSection ? [initialSection] : []);
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [answer, setAnswer] = useState<AlertAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Problems = {};
    // The one form of the address the database stores and the sender sends to (a domain in
    // another script in its ASCII form), or null when it is not exactly one mailbox.
    const mailbox = canonicalMailbox(email);
    if (!email.trim()) found.email = words.emptyEmail;
    else if (!mailbox) found.email = words.invalidEmail;
    if (scope === 'chosen' && chosen.length === 0) found.sections = words.noSection;
    if (!consent) found.consent = words.noConsent;
    setProblems(found);
    setAnswer(null);
    if (!mailbox || Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await subscribeToAlerts(
      mailbox,
      scope === 'all' ? ['all'] : chosen,
      alertNotice.version,
    );
    setBusy(false);
    setAnswer(result);
    if (result.kind === 'done') {
      setEmail('');
      setConsent(false);
    }
  }

  const toggle = (key: string, on: boolean) =>
    setChosen((now) => (on ? [...now, key] : now.filter((k) => k !== key)));
  const noticeId = `${id}-notice`;
  const error = (key: keyof Problems) =>
    problems[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm font-medium text-red-700">
        {problems[key]}
      </p>
    ) : null;

  return (
    <div className="grid gap-4">
      <div id={noticeId} className="rounded-md border border-slate-200 bg-slate-50 p-4">
        <h3 className="font-semibold text-slate-900">{words.noticeHeading}</h3>
        <p className="mt-1 text-sm text-slate-700">{alertNotice.purpose}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-lg">
        <div className="grid gap-2">
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
            {words.emailLabel}
          </label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            maxLength={254}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={problems.email ? `${id}-email-error` : undefined}
          />
          {error('email')}
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-slate-800">{words.chooseLegend}</legend>
          {(['all', 'chosen'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-scope`}
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
              />
              {value === 'all' ? words.everything : words.chosen}
            </label>
          ))}
          {scope === 'chosen' ? (
            <div
              className="ml-6 grid gap-1"
              role="group"
              aria-label={words.chosen}
              aria-describedby={problems.sections ? `${id}-sections-error` : undefined}
            >
              {ALERT_SECTIONS.map((section) => (
                <label key={section.key} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={chosen.includes(section.key)}
                    onChange={(e) => toggle(section.key, e.target.checked)}
                  />
                  {section.label}
                </label>
              ))}
            </div>
          ) : null}
          {error('sections')}
        </fieldset>
        <div className="grid gap-1">
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-1"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-describedby={problems.consent ? `${noticeId} ${id}-consent-error` : noticeId}
            />
            {words.consent}
          </label>
          {error('consent')}
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? words.submitting : words.submit}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {answer?.kind === 'done' ? (
          <p className="rounded-md bg-green-50 p-3 text-sm text-green-900">{words.done}</p>
        ) : answer?.kind === 'refused' ? (
          <p className="text-sm font-medium text-red-700">{answer.message}</p>
        ) : answer?.kind === 'failed' ? (
          <p className="text-sm font-medium text-red-700">{words.failed}</p>
        ) : null}
      </div>
    </div>
  );
}
