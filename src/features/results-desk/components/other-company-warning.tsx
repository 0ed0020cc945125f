import { TriangleAlert } from 'lucide-react';
import { company } from '@/content/company';

/** A file of another company: imported all the same, but never without saying so. */
export function OtherCompanyWarning({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        This file is of {name}, not {company.name}. Check that it is the company’s own results:
        saving asks you to confirm it, and then publishes them on the results page and e-mails the
        subscribers.
      </span>
    </p>
  );
}
