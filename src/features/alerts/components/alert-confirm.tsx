import { alertWords } from '@/content/alert-words';
import { confirmAlertSubscription } from '../api/alert-calls';
import { AlertTokenAction } from './alert-token-action';

/** The confirmation page's button: the second step of the double opt-in. */
export function AlertConfirm() {
  return <AlertTokenAction words={alertWords.confirm} act={confirmAlertSubscription} />;
}
