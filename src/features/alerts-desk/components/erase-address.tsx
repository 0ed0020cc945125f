import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { eraseAlertSubscriber, useAlertAction } from '../api/alert-desk';

type Act = (run: () => Promise<unknown>, done: string | ((result: unknown) => string)) => void;

/**
 * A person's written request to erase their address (Digital Personal Data Protection Act, 2023,
 * s.12): the desk names the address and, after a second look, the database erases it everywhere,
 * keeps the consent record with a keyed hash in its place, and writes the erasure (never the
 * address) in the activity trail.
 */
export function EraseAddress({ act }: { act: Act }) {
  const id = useId();
  const [address, setAddress] = useState('');
  const erase = useAlertAction((email: string) => eraseAlertSubscriber(email));
  const typed = address.trim();
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h3 id={`${id}-heading`} className="font-semibold">
        Erase an address on a written request
      </h3>
      <p className="text-slate-700">
        Keep the request with the company&apos;s records. The address stops receiving alerts and is
        erased everywhere; the record of consent keeps only a coded form of it.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-address`} className="grid gap-1">
          The address to erase
          <Input
            id={`${id}-address`}
            type="email"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            className="w-72 max-w-full"
          />
        </label>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" disabled={!typed || erase.isPending}>
              Erase the address
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Erase {typed}?</AlertDialogTitle>
              <AlertDialogDescription>
                No more alerts go to it, and it cannot be shown or downloaded again. This cannot be
                undone, and is recorded in the activity trail.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Keep it</AlertDialogCancel>
              <AlertDialogAction
                onClick={() =>
                  act(
                    async () => {
                      const result = await erase.mutateAsync(typed);
                      setAddress('');
                      return result;
                    },
                    (result) =>
                      (result as { status?: string } | null)?.status === 'already erased'
                        ? 'That address was erased before.'
                        : 'The address is erased.',
                  )
                }
              >
                Erase
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </section>
  );
}
