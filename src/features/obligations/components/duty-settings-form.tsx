import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { errorMessage, isPermissionError } from '@/lib/request-errors';
import { useSaveDutySettings, type DutySettingsRow } from '../api/duty-reminders';
import {
  dutySettingsSchema,
  type DutySettingsInput,
  type DutySettingsOutput,
} from '../schemas/duty-schemas';

const LEADS = [
  { name: 'lead_quarterly', label: 'Quarterly filings' },
  { name: 'lead_event', label: 'Event deadlines' },
  { name: 'lead_annual', label: 'Yearly and IEPF items' },
] as const;

/** Which e-mails go, and how many working days ahead a reminder comes. Each save is in the trail. */
export function DutySettingsForm({ settings }: { settings: DutySettingsRow }) {
  const id = useId();
  const save = useSaveDutySettings(settings.id);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DutySettingsInput, unknown, DutySettingsOutput>({
    resolver: zodResolver(dutySettingsSchema),
    defaultValues: {
      digest: settings.digest,
      digest_when_clear: settings.digest_when_clear === 'nothing' ? 'nothing' : 'line',
      reminders: settings.reminders,
      overdue: settings.overdue,
      lead_quarterly: String(settings.lead_quarterly),
      lead_event: String(settings.lead_event),
      lead_annual: String(settings.lead_annual),
    },
  });
  const submit = (values: DutySettingsOutput) =>
    save.mutateAsync(values).then(
      () => toast({ title: 'Saved', description: 'The reminders follow the new settings.' }),
      (error: unknown) =>
        toast({
          title: isPermissionError(error) ? 'Unauthorized' : 'Not saved',
          description: isPermissionError(error)
            ? 'You do not have permission to change the reminders. Log in again (with your two-factor code if you use one).'
            : errorMessage(error),
          variant: 'destructive',
        }),
    );
  const check = 'flex items-start gap-2 text-sm text-slate-800';
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">What is sent</legend>
        <label className={check}>
          <input type="checkbox" className="mt-0.5 size-4" {...register('digest')} />
          <span>
            A morning digest at 8:00 IST on working days: the counts, what is due in the next seven
            days, what is overdue.
          </span>
        </label>
        <div
          className="grid gap-1 pl-6 text-sm text-slate-800"
          role="radiogroup"
          aria-label="On a morning with nothing due or overdue"
        >
          <span className="text-slate-700">On a morning with nothing due or overdue:</span>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="line"
              className="size-4"
              {...register('digest_when_clear')}
            />
            one line saying so
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="nothing"
              className="size-4"
              {...register('digest_when_clear')}
            />
            no e-mail
          </label>
        </div>
        <label className={check}>
          <input type="checkbox" className="mt-0.5 size-4" {...register('reminders')} />
          <span>A reminder before each deadline, the working days below ahead.</span>
        </label>
        <label className={check}>
          <input type="checkbox" className="mt-0.5 size-4" {...register('overdue')} />
          <span>A notice the moment a deadline passes with the item not done.</span>
        </label>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">
          Reminder, working days before the deadline
        </legend>
        <div className="flex flex-wrap gap-4">
          {LEADS.map((lead) => (
            <div key={lead.name} className="w-56">
              <FormField
                id={`${id}-${lead.name}`}
                label={lead.label}
                error={errors[lead.name]?.message}
              >
                {(described) => (
                  <Input
                    id={`${id}-${lead.name}`}
                    inputMode="numeric"
                    {...described}
                    {...register(lead.name)}
                  />
                )}
              </FormField>
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" size="sm" disabled={isSubmitting}>
          Save the reminder settings
        </Button>
      </div>
    </form>
  );
}
