-- E-mail alerts, part 9: results deleted before their alert goes are not announced.
--
-- New results are announced when entered (part 3, alert_on_new_results, after insert); a period
-- deleted within the batch window, or while its section is held, was still announced, linking to
-- a page that no longer shows it. Deleting a document cancels its alert; deleting results now
-- does too. An alert already sent stays sent: the desk's confirmation says a correction is the
-- administrator's to publish.
--
-- Additive: one function and one trigger.

create or replace function private.alert_on_results_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.cancel_alert_publication('financial_results', old.id,
    'The results were deleted before their alert was sent.');
  return null;
end;
$$;
revoke all on function private.alert_on_results_deleted() from public, anon, authenticated, service_role;

drop trigger if exists alert_on_results_deleted on public.financial_results;
create trigger alert_on_results_deleted after delete on public.financial_results
  for each row execute function private.alert_on_results_deleted();
