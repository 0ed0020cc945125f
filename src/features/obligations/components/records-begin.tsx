import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { formatIndianDate } from '@/lib/format-date';
import { errorMessage, isPermissionError } from '@/lib/request-errors';
import { useSaveRecordsBegin } from '../api/save-records-begin';
import type { RuleStateView } from '../api/use-rule-state';
import { recordsBeginSchema, type RecordsBeginValues } from '../schemas/records-begin-schema';
import { linkStyle } from './attention-group';

/** The day the desk counts from, in a sentence: the one set, or the default and why. */
function countedFrom(view: RuleStateView): string {
  const from = formatIndianDate(view.verdicts.calendar.from);
  const set = view.recordsBegin?.records_begin;
  if (!set) {
    return `No day is set for when the site’s records begin, so the desk counts what fell due from ${from}, the start of the previous financial year.`;
  }
  if (set === view.verdicts.calendar.from) {
    return `The desk counts what falls due from ${from}, the day the site’s records begin.`;
  }
  return `The site’s records begin on ${formatIndianDate(set)}; the desk counts what fell due from ${from}, the start of the previous financial year.`;
}

/** Today's line: where the count starts, and where to change it. */
export function RecordsBeginLine({ view }: { view: RuleStateView }) {
  return (
    <p className="text-sm text-slate-700">
      {countedFrom(view)}{' '}
      <Link to={`${paths.desk.calendar}#records-begin-heading`} className={linkStyle}>
        {view.recordsBegin ? 'Change the day' : 'Set the day'}
      </Link>
    </p>
  );
}

/**
 * The company secretary's setting: the day the site's records begin. Obligations falling due
 * before it are not counted (a new site does not open on a year of overdue filings it never
 * held). The database checks the day again, keeps one row and records the change in the trail.
 */
export function RecordsBeginSetting({ view, today }: { view: RuleStateView; today: string }) {
  const id = useId();
  const save = useSaveRecordsBegin(view.recordsBegin);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecordsBeginValues>({
    resolver: zodResolver(recordsBeginSchema(today)),
    defaultValues: { day: view.recordsBegin?.records_begin ?? '' },
  });
  const submit = (values: RecordsBeginValues) =>
    save.mutateAsync(values.day).then(
      () =>
        toast({
          title: 'Saved',
          description: `The desk now counts from ${formatIndianDate(values.day)}.`,
        }),
      (error: unknown) =>
        toast({
          title: isPermissionError(error) ? 'Unauthorized' : 'Not saved',
          description: isPermissionError(error)
            ? 'You do not have permission to change this day. Log in again (with your two-factor code if you use one).'
            : errorMessage(error),
          variant: 'destructive',
        }),
    );
  return (
    <div className="grid gap-3">
      <p className="max-w-prose text-sm text-slate-700">{countedFrom(view)}</p>
      <form
        noValidate
        onSubmit={(e) => void handleSubmit(submit)(e)}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="w-48">
          <FormField
            id={`${id}-day`}
            label="The site’s records begin on"
            error={errors.day?.message}
          >
            {(described) => (
              <Input id={`${id}-day`} type="date" max={today} {...described} {...register('day')} />
            )}
          </FormField>
        </div>
        <Button type="submit" size="sm" className="mb-0.5" disabled={isSubmitting}>
          Save the day
        </Button>
      </form>
    </div>
  );
}
