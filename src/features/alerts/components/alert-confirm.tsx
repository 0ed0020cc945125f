import { alertWords } from '@/content/alert-words';
import { confirmAlertSubscription } from '../api/alert-calls';
import { AlertTokenAction } from './alert-token-action';

/** The confirmation e-mail's link: the second step of the double opt-in. */
export function AlertConfirm({ token }: { token: string }) {
  return (
    <AlertTokenAction words={alertWords.confirm} token={token} act={confirmAlertSubscription} />
  );
}
