-- The reminders, part 3: the job. Every minute pg_cron runs private.run_duty_reminders(), which
-- for each confirmed address queues at most one e-mail per reason: the items whose reminder day
-- has come (the lead, in working days, before the day each is due; from 08:00 IST that day), the
-- items that have just become overdue, and on a working day from 08:00 IST the morning's digest.
-- (Why it is built this way: part 1's header, 20261207120000.)
--
-- Never noisy: each (address, item, reason) goes once (private.duty_sent); an overdue notice is
-- only for an item missed since the address was confirmed and in the last seven days (older ones
-- are the digest's); while the desk's items may be out of date, no item's e-mail goes and the
-- address is told once, so nothing is sent for an item the site may already meet.

create or replace function private.run_duty_reminders(at timestamptz default now())
returns integer
language plpgsql
set search_path = ''
as $$
declare
  settings public.duty_settings;
  computed constant timestamptz :=
    (select s.computed_at from private.duty_schedule_state s where s.only_row);
  today constant date := (at at time zone 'Asia/Kolkata')::date;
  morning constant timestamptz := (today + time '08:00') at time zone 'Asia/Kolkata';
  waits boolean;
  r public.duty_recipients;
  queued integer := 0;
  picked jsonb;
  ids text[];
  overdue_items jsonb;
  week_items jsonb;
begin
  select * into settings from public.duty_settings where only_row;
  if not exists (select 1 from public.duty_recipients where confirmed_at is not null) then
    return 0;
  end if;
  waits := private.duty_schedule_waits(at);

  for r in select * from public.duty_recipients where confirmed_at is not null
            order by created_at, id loop
    -- Reminders: the lead of each item's kind, counted back from the day it is due.
    select jsonb_agg(private.duty_item_json(i) order by i.due_at, i.id), array_agg(i.id)
      into picked, ids
      from private.duty_items i
     where settings.reminders and i.due_at > at
       and at >= (private.working_days_before((i.due_at at time zone 'Asia/Kolkata')::date,
                    case i.kind when 'quarterly' then settings.lead_quarterly
                                when 'event' then settings.lead_event
                                else settings.lead_annual end)
                  + time '08:00') at time zone 'Asia/Kolkata'
       and not exists (select 1 from private.duty_sent s where s.recipient_id = r.id
                        and s.item_id = i.id and s.reason = 'reminder');
    if picked is not null and not waits then
      perform private.queue_duty_email(r, 'reminder',
        jsonb_build_object('type', 'reminder', 'day', today, 'items', picked), ids);
      queued := queued + 1;
    end if;
    -- Overdue: missed since the address was confirmed, and lately.
    select jsonb_agg(private.duty_item_json(i) order by i.due_at, i.id), array_agg(i.id)
      into overdue_items, ids
      from private.duty_items i
     where settings.overdue and i.due_at <= at
       and i.due_at > r.confirmed_at and i.due_at > at - interval '7 days'
       and not exists (select 1 from private.duty_sent s where s.recipient_id = r.id
                        and s.item_id = i.id and s.reason = 'overdue');
    if overdue_items is not null and not waits then
      perform private.queue_duty_email(r, 'overdue',
        jsonb_build_object('type', 'overdue', 'day', today, 'items', overdue_items), ids);
      queued := queued + 1;
    end if;
    -- Held back: said once for each set of items the desk wrote.
    if waits and (picked is not null or overdue_items is not null)
       and not exists (select 1 from private.duty_sent s where s.recipient_id = r.id
                        and s.reason = 'waiting'
                        and s.item_id = coalesce(computed::text, 'never')) then
      perform private.queue_duty_email(r, 'waiting',
        jsonb_build_object('type', 'waiting', 'day', today, 'computed_at', computed,
                           'items', '[]'::jsonb),
        array[coalesce(computed::text, 'never')]);
      queued := queued + 1;
    end if;
    -- The digest: each working day from 08:00 IST, once.
    if settings.digest and at >= morning and private.is_working_day(today)
       and not exists (select 1 from private.duty_sent s where s.recipient_id = r.id
                        and s.item_id = today::text and s.reason = 'digest') then
      select coalesce(jsonb_agg(private.duty_item_json(i) order by i.due_at, i.id), '[]')
        into overdue_items from private.duty_items i where i.due_at <= at;
      select coalesce(jsonb_agg(private.duty_item_json(i) order by i.due_at, i.id), '[]')
        into week_items from private.duty_items i
       where i.due_at > at and i.due_at <= at + interval '7 days';
      if jsonb_array_length(overdue_items) + jsonb_array_length(week_items) = 0
         and settings.digest_when_clear = 'nothing' then
        insert into private.duty_sent (recipient_id, item_id, reason)
        values (r.id, today::text, 'digest');
      else
        perform private.queue_duty_email(r, 'digest',
          jsonb_build_object('type', 'digest', 'day', today, 'overdue', overdue_items,
                             'week', week_items, 'waits', waits, 'computed_at', computed,
                             'items', '[]'::jsonb),
          array[today::text]);
        queued := queued + 1;
      end if;
    end if;
  end loop;
  if queued > 0 then
    perform private.request_alert_send();
  end if;
  return queued;
end;
$$;
revoke all on function private.run_duty_reminders(timestamptz)
  from public, anon, authenticated, service_role;

select cron.schedule('duty-reminders', '* * * * *', 'select private.run_duty_reminders()');

-- The sender's claim, as 20261206130000 left it, and: a duty e-mail goes only to an address
-- still confirmed on the list, a duty confirmation only to one still waiting for it (and never
-- without its link); each hands the sender what it says (`duty`).
create or replace function public.claim_alert_emails(batch_size integer default 50,
                                                    visibility_seconds integer default 120)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  m pgmq.message_record;
  e private.alert_emails;
  items jsonb := '[]';
  publications jsonb;
  refusal text;
begin
  for m in select * from pgmq.read('alert_emails', greatest(visibility_seconds, 10),
                                   least(greatest(batch_size, 1), 100)) loop
    select * into e from private.alert_emails where id = (m.message ->> 'email_id')::uuid for update;
    if not found or e.status <> 'queued' then
      perform pgmq.delete('alert_emails', m.msg_id);
      continue;
    end if;
    if m.read_ct > private.alert_max_attempts() then
      update private.alert_emails set status = 'failed', failed_at = now(),
             last_error = format('Given up after %s attempts: %s', e.attempts,
                                 coalesce(e.last_error, 'no answer'))
       where id = e.id;
      if e.kind in ('confirmation', 'duty_confirmation') then
        perform pgmq.delete('alert_emails', m.msg_id);
      else
        perform pgmq.archive('alert_emails', m.msg_id);
      end if;
      continue;
    end if;
    refusal := case
      when e.kind = 'alert' and not exists (select 1 from private.alert_subscribers s
                                             where s.id = e.subscriber_id and s.status = 'confirmed')
        then 'The subscriber has unsubscribed, or the address stopped working: nothing was sent.'
      when e.kind = 'duty' and not exists (select 1 from public.duty_recipients d
                                            where d.id = e.duty_recipient_id and d.confirmed_at is not null)
        then 'The address was removed from the reminders: nothing was sent.'
      when e.kind = 'duty_confirmation' and not exists (select 1 from public.duty_recipients d
                                            where d.id = e.duty_recipient_id and d.confirmed_at is null)
        then 'The address was removed, or is confirmed already: nothing was sent.'
    end;
    if refusal is not null then
      update private.alert_emails set status = 'cancelled', last_error = refusal where id = e.id;
      perform pgmq.delete('alert_emails', m.msg_id);
      continue;
    end if;
    if private.alert_mailbox(e.recipient) is distinct from e.recipient
       or (e.kind = 'duty_confirmation' and m.message ->> 'token' is null) then
      update private.alert_emails
         set status = 'failed', failed_at = now(),
             last_error = case when e.kind = 'duty_confirmation'
               then 'A confirmation cannot be sent again: its link is gone. Remove the address and add it again.'
               else 'The address is not one mailbox (a list, a name or brackets): nothing was sent.' end
       where id = e.id;
      perform pgmq.delete('alert_emails', m.msg_id);
      continue;
    end if;
    update private.alert_emails set attempts = m.read_ct, msg_id = m.msg_id where id = e.id;
    select coalesce(jsonb_agg(jsonb_build_object(
             'title', p.title, 'section', p.section, 'link', p.link,
             'document_date', p.document_date, 'published_at', p.published_at)
             order by p.published_at, p.id), '[]')
      into publications
      from private.alert_publications p
     where p.id = any (e.publication_ids) and p.status <> 'cancelled';
    items := items || jsonb_build_object(
      'msg_id', m.msg_id, 'email_id', e.id, 'kind', e.kind, 'to', e.recipient,
      'attempt', m.read_ct, 'token', m.message ->> 'token',
      'unsubscribe_token',
        (select s.unsubscribe_token from private.alert_subscribers s where s.id = e.subscriber_id),
      'sections', (select to_jsonb(s.pending_sections) from private.alert_subscribers s
                    where s.id = e.subscriber_id),
      'publications', publications,
      'duty', e.duty);
  end loop;
  return items;
end;
$$;
revoke all on function public.claim_alert_emails(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_alert_emails(integer, integer) to service_role;
