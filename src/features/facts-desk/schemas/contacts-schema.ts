import type { ContactsRow } from '@/lib/company-facts';
import { VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';
import { CIN, day, email, MESSAGES, optionalText, phone, text } from './fact-rules';

export const contactsSchema = z.object({
  registeredOffice: text(500, 'Give the registered office’s address.', {
    label: VALUE_LABELS.company_contacts.registered_office,
    multiline: true,
  }),
  plant: optionalText(500, { label: VALUE_LABELS.company_contacts.plant, multiline: true }),
  phone: phone.pipe(z.string().min(1, MESSAGES.phone)),
  investorEmail: email(VALUE_LABELS.company_contacts.investor_email).pipe(
    z.string().min(1, 'Give the e-mail address for investors’ grievances.'),
  ),
  cin: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(CIN, MESSAGES.cin)),
  effectiveOn: day(
    'Give the date from which these details apply.',
    VALUE_LABELS.company_contacts.effective_on,
  ),
});

export type ContactsFormInput = z.input<typeof contactsSchema>;
export type ContactsFormValues = z.output<typeof contactsSchema>;

/** A change applies from `today` unless the administrator says otherwise. */
export function contactsDefaults(contacts: ContactsRow | null, today: string): ContactsFormInput {
  return {
    registeredOffice: contacts?.registered_office ?? '',
    plant: contacts?.plant ?? '',
    phone: contacts?.phone ?? '',
    investorEmail: contacts?.investor_email ?? '',
    cin: contacts?.cin ?? '',
    effectiveOn: today,
  };
}

export function toContactsRow(values: ContactsFormValues) {
  return {
    registered_office: values.registeredOffice,
    plant: values.plant,
    phone: values.phone,
    investor_email: values.investorEmail,
    cin: values.cin,
    effective_on: values.effectiveOn,
  };
}
