import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** Cancel and the submit button, which says it is saving while it does. */
export function FormActions({
  submitting,
  label,
  onCancel,
  destructive = false,
}: {
  submitting: boolean;
  label: string;
  onCancel: () => void;
  destructive?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={submitting}>
        {submitting ? <Spinner /> : null}
        {submitting ? 'Saving…' : label}
      </Button>
    </DialogFooter>
  );
}
