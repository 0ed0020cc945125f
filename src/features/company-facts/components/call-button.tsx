import { Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { telHref } from '@/lib/company-facts';
import { useFacts } from '@/lib/company-facts-store';

/**
 * "Call +91 …": the phone the company entered, as a button (Home's call-to-action band); nothing
 * until the company has entered one. Read from what the page was built with, or once if not.
 */
export function CallButton() {
  const phone = useFacts('contacts', false).data?.phone;
  if (!phone) return null;
  return (
    <Button asChild size="lg" variant="outlineInverse">
      <a href={telHref(phone)}>
        <Phone aria-hidden="true" />
        Call {phone}
      </a>
    </Button>
  );
}
