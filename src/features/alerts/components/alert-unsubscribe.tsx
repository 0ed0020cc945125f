import { alertWords } from '@/content/alert-words';
import { eraseMyAlertAddress, unsubscribeFromAlerts } from '../api/alert-calls';
import { AlertTokenAction } from './alert-token-action';

/**
 * The link at the foot of every alert, for a person (mail providers POST the one-click): the
 * unsubscribe, and beside it the erasure of the address at once (Digital Personal Data Protection
 * Act, 2023, s.12), which the database records in the consent record.
 */
export function AlertUnsubscribe({ token }: { token: string }) {
  return (
    <div className="grid gap-10">
      <AlertTokenAction words={alertWords.unsubscribe} token={token} act={unsubscribeFromAlerts} />
      {token ? (
        <AlertTokenAction words={alertWords.erase} token={token} act={eraseMyAlertAddress} />
      ) : null}
    </div>
  );
}
