-- The reminders, part 2: the desk's write of its open items, the working days, the job that
-- turns the items and the clock into e-mails, and the sender's claim taught the two new kinds.
-- (Why it is built this way: part 1's header, 20261207120000.)

-- The desk's open items, replacing the last set whole, in one transaction. Administrator only.
create or replace function public.record_duty_schedule(items jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  written integer;
begin
  perform private.require_duty_admin();
  if jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) > 5000 then
    raise exception 'The deadlines could not be recorded: the desk sent no list, or more than 5,000 items.'
      using errcode = '22023';
  end if;
  -- One writer at a time (two tabs of the desk): the second waits, then replaces what the first
  -- wrote, its statements seeing the first's rows.
  perform 1 from private.duty_schedule_state where only_row for update;
  begin
    delete from private.duty_items where true;
    insert into private.duty_items (id, kind, what, subject, clause, due_at, met_by, place)
    select x.id, x.kind, left(x.what, 500), left(x.subject, 300), left(x.clause, 200), x.due_at,
           left(x.met_by, 1000), x.place
      from jsonb_to_recordset(items) as x(id text, kind text, what text, subject text,
                                          clause text, due_at timestamptz, met_by text, place text);
    get diagnostics written = row_count;
  exception
    when not_null_violation or check_violation or unique_violation
      or invalid_datetime_format or datetime_field_overflow or invalid_text_representation then
      raise exception 'The deadlines could not be recorded: an item was incomplete or repeated (%).',
        sqlerrm using errcode = '22023';
  end;
  update private.duty_schedule_state set computed_at = now() where only_row;
  return jsonb_build_object('items', written, 'computed_at', now());
end;
$$;
revoke all on function public.record_duty_schedule(jsonb) from public, anon;
grant execute on function public.record_duty_schedule(jsonb) to authenticated;

-- When the desk last wrote its items, and whether the site changed since (so the items may be
-- out of date): the desk's panel shows it.
create or replace function public.duty_schedule_status()
returns jsonb
language plpgsql
security definer
stable
set search_path = ''
as $$
begin
  perform private.require_duty_admin();
  return (select jsonb_build_object('computed_at', s.computed_at,
                                    'waits', private.duty_schedule_waits(now()),
                                    'items', (select count(*) from private.duty_items))
            from private.duty_schedule_state s where s.only_row);
end;
$$;
revoke all on function public.duty_schedule_status() from public, anon;
grant execute on function public.duty_schedule_status() to authenticated;

-- Saturdays, Sundays and the exchange's holidays are not working days (src/lib/working-days.ts
-- counts the same way; the holidays are the desk's list).
create or replace function private.is_working_day(day date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select extract(isodow from day) < 6
     and not exists (select 1 from public.exchange_holidays h where h.holiday_date = day)
$$;

-- The n-th working day before `day`, not counting `day`; 0 is `day` itself.
create or replace function private.working_days_before(day date, n integer)
returns date
language plpgsql
stable
set search_path = ''
as $$
declare
  d date := day;
  counted integer := 0;
begin
  while counted < n loop
    d := d - 1;
    if private.is_working_day(d) then
      counted := counted + 1;
    end if;
  end loop;
  return d;
end;
$$;

-- The items may be out of date when the site changed after the desk wrote them (an entry of the
-- activity trail on a table the desk's rules read: src/features/obligations/api/
-- read-rule-state.ts reads the document tables, the events, the holidays, the answers, the
-- company's records, the dividends and the records-begin day), when they were written more than
-- 30 days ago (the desk looks 90 days ahead), or when they never were.
create or replace function private.duty_schedule_waits(at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select s.computed_at is null
      or s.computed_at < at - interval '30 days'
      or exists (
           select 1 from public.audit_log a
            where a.occurred_at > s.computed_at and a.occurred_at <= at
              and a.action in ('insert', 'update', 'archive', 'restore', 'purge')
              and (a.table_name = any (private.document_table_names())
                   or a.table_name in ('investor_events', 'exchange_holidays',
                                       'compliance_answers', 'compliance_settings', 'dividends',
                                       'board_directors', 'board_committees', 'committee_members',
                                       'key_officers', 'company_contacts', 'credit_ratings')))
    from private.duty_schedule_state s where s.only_row
$$;

revoke all on function private.is_working_day(date), private.working_days_before(date, integer),
  private.duty_schedule_waits(timestamptz) from public, anon, authenticated, service_role;

-- An item as an e-mail lists it.
create or replace function private.duty_item_json(i private.duty_items)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('id', i.id, 'kind', i.kind, 'what', i.what, 'subject', i.subject,
                            'clause', i.clause, 'due_at', i.due_at, 'met_by', i.met_by,
                            'place', i.place)
$$;

-- Queues one duty e-mail and records, per item, that it went for this reason.
create or replace function private.queue_duty_email(recipient public.duty_recipients,
                                                    reason text, body jsonb, item_ids text[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  email_id uuid;
begin
  email_id := private.queue_alert_email('duty', recipient.address, null, null);
  update private.alert_emails set duty_recipient_id = recipient.id, duty = body
   where id = email_id;
  insert into private.duty_sent (recipient_id, item_id, reason, email_id)
  select recipient.id, unnest(item_ids), reason, email_id
  on conflict do nothing;
end;
$$;
revoke all on function private.queue_duty_email(public.duty_recipients, text, jsonb, text[])
  from public, anon, authenticated, service_role;
