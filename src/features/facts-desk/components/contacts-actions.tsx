import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { boxStyle, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ContactsRow } from '@/lib/company-facts';
import { useFactsToday } from '@/lib/facts-today';
import { saveFact } from '../api/fact-writes';
import {
  contactsDefaults,
  contactsSchema,
  toContactsRow,
  type ContactsFormInput,
  type ContactsFormValues,
} from '../schemas/contacts-schema';
import { FactDialog } from './fact-dialog';
import { FormActions } from './form-actions';
import { useFactSave } from './use-fact-save';

/**
 * Enter the company's contact details, or change them: every page's footer, /contact and the
 * structured data carry them (the footer's HTML from the next build, the pages' live at once).
 */
export function ContactsActions({ contacts }: { contacts: ContactsRow | null }) {
  const { run } = useFactSave('contacts');
  const today = useFactsToday();
  const label = contacts ? 'Change contact details' : 'Enter contact details';
  return (
    <FactDialog
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          {label}
        </Button>
      }
      title={label}
      description="The registered office, plant, phone, e-mail for investors' grievances and the CIN. Give the date the change took effect: it must reach the website within two working days of it (Regulation 46(3)(b))."
    >
      {(close) => (
        <ContactsForm
          defaultValues={contactsDefaults(contacts, today)}
          submitLabel={contacts ? 'Save changes' : 'Save contact details'}
          onCancel={close}
          onSubmit={(values) =>
            run(
              'save the contact details',
              () => saveFact('company_contacts', toContactsRow(values), contacts ?? undefined),
              'Contact details saved',
              close,
            )
          }
        />
      )}
    </FactDialog>
  );
}

function ContactsForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: ContactsFormInput;
  submitLabel: string;
  onSubmit: (values: ContactsFormValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactsFormInput, unknown, ContactsFormValues>({
    resolver: zodResolver(contactsSchema),
    defaultValues,
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4">
      <FormField
        id={`${id}-office`}
        label="Registered office"
        hint="One line each, as it is printed."
        error={errors.registeredOffice?.message}
      >
        {(a11y) => (
          <textarea
            id={`${id}-office`}
            rows={4}
            className={boxStyle}
            {...a11y}
            {...register('registeredOffice')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-plant`}
        label="Manufacturing plant"
        hint="Optional."
        error={errors.plant?.message}
      >
        {(a11y) => (
          <textarea
            id={`${id}-plant`}
            rows={2}
            className={boxStyle}
            {...a11y}
            {...register('plant')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
          {(a11y) => (
            <Input
              id={`${id}-phone`}
              type="tel"
              autoComplete="off"
              {...a11y}
              {...register('phone')}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-email`}
          label="E-mail for investors"
          error={errors.investorEmail?.message}
        >
          {(a11y) => (
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              {...a11y}
              {...register('investorEmail')}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-cin`}
        label="CIN"
        hint="21 characters, such as L24230MP1985PLC000000."
        error={errors.cin?.message}
      >
        {(a11y) => (
          <Input
            id={`${id}-cin`}
            autoComplete="off"
            className="font-mono uppercase"
            {...a11y}
            {...register('cin')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-from`}
        label="These details apply from"
        error={errors.effectiveOn?.message}
      >
        {(a11y) => <Input id={`${id}-from`} type="date" {...a11y} {...register('effectiveOn')} />}
      </FormField>
      <FormActions submitting={isSubmitting} label={submitLabel} onCancel={onCancel} />
    </form>
  );
}
