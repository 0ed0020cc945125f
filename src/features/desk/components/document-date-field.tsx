import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { indiaToday } from '@/lib/format-date';
import { EARLIEST_DOCUMENT_DATE } from '../schemas/add-document-schema';
import { FieldError } from './field-error';

type DocumentDateFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  id: string;
  error?: string;
};

/**
 * The day the document is of (a notice's or a report's date), which may be earlier than the
 * upload. The browser's date picker stops at today; the schema and the database say so too.
 */
export function DocumentDateField({ id, error, ...input }: DocumentDateFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Document Date</Label>
      <Input
        id={id}
        type="date"
        min={EARLIEST_DOCUMENT_DATE}
        max={indiaToday()}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        {...input}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        The date of the document itself; today unless you change it.
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
