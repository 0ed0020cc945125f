import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import type { FactSetName } from '@/lib/company-facts';
import { useFactsStore } from '@/lib/company-facts-store';
import { describeFactError } from '../errors';

/**
 * Runs one write of a company fact: the toast in words either way, and the page's facts read
 * again afterwards (after a refusal too, so a row someone else changed shows as it now is).
 * `onSaved` runs only after a save (a dialog closes); after a refusal the form stays, as typed.
 */
export function useFactSave(set: FactSetName) {
  const store = useFactsStore();
  const [pending, setPending] = useState(false);
  async function run(
    what: string,
    action: () => Promise<unknown>,
    done: string,
    onSaved?: () => void,
  ): Promise<boolean> {
    setPending(true);
    try {
      await action();
      toast({ title: 'Success', description: done });
      onSaved?.();
      return true;
    } catch (error) {
      toast({ ...describeFactError(error, what), variant: 'destructive' });
      return false;
    } finally {
      setPending(false);
      void store.load(set);
    }
  }
  return { run, pending };
}
