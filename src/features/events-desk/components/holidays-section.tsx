import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SampleBadge } from '@/components/ui/sample-badge';
import { toast } from '@/hooks/use-toast';
import { formatIstDay, fromIst } from '@/lib/ist-time';
import { addHoliday, removeHoliday, useHolidayMutation, useHolidays } from '../api/holidays';
import { describeEventError } from '../errors';
import { holidaySchema, type HolidayValues } from '../schemas/holiday-schema';

/**
 * The exchange's trading holidays, which working days skip (Schedule III Part A para A.15, Regulation 46(2)(oa) and 46(3)
 * count working days). Seeded sample dates are marked; the company enters the exchange's list.
 */
export function HolidaysSection() {
  const ids = useId();
  const holidays = useHolidays();
  const add = useHolidayMutation((values: HolidayValues) => addHoliday(values));
  const remove = useHolidayMutation((id: string) => removeHoliday(id));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<HolidayValues>({
    resolver: zodResolver(holidaySchema),
    defaultValues: { holiday_date: '', name: '' },
  });

  async function save(values: HolidayValues) {
    try {
      await add.mutateAsync(values);
      toast({ title: 'Success', description: 'Holiday added' });
      reset();
    } catch (error) {
      toast({ ...describeEventError(error, 'add this holiday'), variant: 'destructive' });
    }
  }

  return (
    <div className="grid gap-4">
      <form
        noValidate
        onSubmit={(e) => void handleSubmit(save)(e)}
        className="flex flex-wrap items-start gap-3"
        aria-label="Add a holiday"
      >
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-date`}>Day</Label>
          <div className="w-44">
            <Input id={`${ids}-date`} type="date" {...register('holiday_date')} />
          </div>
          <FieldError id={`${ids}-date-error`} message={errors.holiday_date?.message} />
        </div>
        <div className="grid min-w-48 flex-1 gap-1">
          <Label htmlFor={`${ids}-name`}>Holiday</Label>
          <Input id={`${ids}-name`} autoComplete="off" {...register('name')} />
          <FieldError id={`${ids}-name-error`} message={errors.name?.message} />
        </div>
        <Button type="submit" className="mt-6" disabled={isSubmitting}>
          Add holiday
        </Button>
      </form>
      {holidays.isPending ? <p role="status">Loading the holidays…</p> : null}
      {holidays.isError ? <p role="alert">The holidays could not be loaded.</p> : null}
      {holidays.data ? (
        <ul className="grid gap-1" aria-label="Exchange holidays">
          {holidays.data.map((holiday) => (
            <li
              key={holiday.id}
              className="flex items-center justify-between gap-3 border-b border-slate-100 py-1"
            >
              <span>
                <span className="font-medium text-slate-900">
                  {formatIstDay(fromIst(holiday.holiday_date))}
                </span>{' '}
                {holiday.name}
                {holiday.is_sample ? <SampleBadge className="ml-2" /> : null}
              </span>
              <ConfirmButton
                label={`Remove ${holiday.name}, ${formatIstDay(fromIst(holiday.holiday_date))}`}
                text="Remove"
                icon={<Trash2 aria-hidden="true" />}
                title="Remove this exchange holiday?"
                description="Working days count it again from now: the deadlines on the compliance calendar that span it move a day earlier."
                details={`${holiday.name}, ${formatIstDay(fromIst(holiday.holiday_date))}`}
                confirmLabel="Remove"
                cancelLabel="Keep it"
                onConfirm={() =>
                  remove.mutate(holiday.id, {
                    onError: (error) =>
                      toast({
                        ...describeEventError(error, 'remove this holiday'),
                        variant: 'destructive',
                      }),
                  })
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
