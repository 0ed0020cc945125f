import { alertWords } from '@/content/alert-words';
import { useHydrated } from '@/hooks/use-hydrated';
import { alertLinkFromHash } from '../utils/email-address';
import { AlertConfirm } from './alert-confirm';
import { AlertSubscribeForm } from './alert-subscribe-form';
import { AlertUnsubscribe } from './alert-unsubscribe';

/**
 * /investor/alerts: the form, or, opened from an e-mail's link (#confirm=… or #unsubscribe=…),
 * the confirmation or the unsubscribe. The fragment is read once the page has hydrated (the
 * prerendered page is the form, which no fragment changes on the server).
 */
export function AlertPageBody() {
  const hydrated = useHydrated();
  const link = hydrated ? alertLinkFromHash(window.location.hash) : null;
  if (link?.action === 'confirm') return <AlertConfirm token={link.token} />;
  if (link?.action === 'unsubscribe') return <AlertUnsubscribe token={link.token} />;
  return (
    <>
      <h2 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
        {alertWords.form.heading}
      </h2>
      <AlertSubscribeForm />
    </>
  );
}
