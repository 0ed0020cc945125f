import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A small action beside one row of the desk ("Edit", "Cease"), named for a screen reader with
 * what it acts on: "Edit Asha Rao". Props pass through, so a dialog can use it as its trigger.
 */
export function RowActionButton({
  icon: Icon,
  label,
  subject,
  ...props
}: ComponentProps<typeof Button> & { icon: LucideIcon; label: string; subject: string }) {
  return (
    <Button variant="ghostBrand" size="sm" aria-label={`${label} ${subject}`} {...props}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
