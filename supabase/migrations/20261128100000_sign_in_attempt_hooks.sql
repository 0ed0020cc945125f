-- Wrong passwords and wrong two-factor codes counted per account, whatever address they come from.
--
-- Before: Supabase Auth limits sign-ins and TOTP verifications per client address only (30
-- password sign-ins per 5 minutes; about 45 TOTP verifications a minute), so an address more is
-- an allowance more: one challenge of the embedded backend took 180 wrong codes from six loopback
-- addresses, and with a thousand addresses a six-digit code falls in minutes once the password is
-- known. Now two of Auth's hooks, Postgres functions Auth calls on every attempt, count the wrong
-- ones per user and make the next attempt wait, however many addresses send them.
--
-- How Auth calls them (read in supabase/auth: internal/api/token.go, ResourceOwnerPasswordGrant;
-- internal/api/mfa.go, verifyTOTPFactor; internal/hooks/hookspgfunc/hookspgfunc.go;
-- internal/hooks/v0hooks/v0hooks.go; and Supabase's guides "Auth Hooks", "Password Verification
-- Hook" and "MFA Verification Hook"):
-- - After the password or the code has been checked, never before: the event says whether it was
--   right (`valid`), with `user_id` (and `factor_id`, `factor_type` for a code) and `metadata`
--   (`uuid`, `time`, `name`, `ip_address`). The password hook is called only for an account that
--   exists and has a password; an unknown e-mail is refused without it.
-- - As `select "<schema>"."<function>"($event)` on Auth's own connection, which logs in as
--   supabase_auth_admin, in a transaction of its own with `statement_timeout` 2 s. What the
--   function writes commits even when the attempt is then refused.
-- - It answers `{"decision": "continue"}` to let Auth go on as it would (a wrong one is then
--   refused as usual), `{"decision": "reject", "message": ...}` to refuse (for a code Auth also
--   signs the user out of every session: 403 `mfa_verification_rejected`; for a password 400
--   `invalid_credentials` with the message, and a sign-out only with `should_logout_user`), or
--   `{"error": {"http_code": ..., "message": ...}}`, which Auth answers with that status and
--   message and nothing else (no sign-out).
-- - supabase/config.toml's `[auth.hook.password_verification_attempt]` and
--   `[auth.hook.mfa_verification_attempt]` name them (`pg-functions://postgres/private/...`); on a
--   hosted project the dashboard's Authentication > Hooks. Supabase lists both hooks for the Team
--   and Enterprise plans only; on Free and Pro these functions are created but nothing calls them
--   (docs/security.md says what each plan gets).
--
-- The rule (private.sign_in_throttle_settings; why these numbers):
-- - Five wrong ones in a row are free: a person mistyping a password or a code, or typing a code
--   just as it changes, rarely needs more.
-- - From the fifth, each wrong one makes the next attempt wait, 30 seconds after the fifth, then
--   twice as long after each further one: 1, 2, 4, 8 minutes... up to 15 minutes for passwords
--   and an hour for codes. NIST SP 800-63B, 5.2.2 (rate limiting), names exactly this, "a wait
--   that increases ... (e.g., 30 seconds up to an hour)", as the way to slow guessing without
--   letting a guesser lock the real person out. A guesser then gets about 96 passwords a day, or
--   24 codes: at three accepted codes in a million per try, about one chance in 14,000 a day,
--   against minutes before. Codes wait longer because only someone who already has the password
--   can try them; a password's wait is shorter because anyone who knows the sign-in name can
--   start it, so the administrator is never kept out for more than 15 minutes after a guesser
--   stops.
-- - While a wait runs every attempt is refused, the right one too, or the wait would stop
--   nothing: the answer is the same either way, so the guesser learns nothing. A refused attempt
--   does not lengthen the wait and is not counted as wrong: waits cannot be stacked up.
-- - Never a lock: the longest wait is 15 minutes (an hour for codes), and a quiet day forgets the
--   run of wrong ones. A right one after the wait ends the run.
-- - Refusals use the hooks' `error` answer with HTTP 429 rather than `decision: reject`: a
--   rejected code makes Auth sign the user out everywhere, so a guesser holding the password
--   could throw the administrator off the desk again and again; 429 with words ("Please try
--   again in 4 minutes") is what the sign-in dialog already understands as "wait".
-- - Counted per user, across all the user's factors: a second authenticator is no second
--   allowance. The factor last tried is kept for the record.
--
-- What the desk is told: the administrator's own account's wrong attempts over the last seven
-- days (how many, since when, how many more were refused during a wait, and any wait now
-- running), and whether Auth calls the hooks at all (the settings row notes, to the minute, when
-- it last did), through public.failed_sign_in_attempts(), at aal2 once a factor exists.
--
-- Privileges, as Supabase's guide sets them: the two hook functions run with their caller's
-- rights (not SECURITY DEFINER, as the guide advises), executable by supabase_auth_admin only,
-- revoked from public, anon, authenticated and service_role; the tables live in the unexposed
-- private schema with row-level security on, readable and writable by supabase_auth_admin alone
-- (a policy for it; no API role has a grant); the desk's function is SECURITY DEFINER owned by
-- postgres, like public.iepf_statement_years(), and asks private.is_admin() and
-- private.session_meets_mfa() itself.
--
-- Additive: two tables, four functions, grants.

grant usage on schema private to supabase_auth_admin;

create table if not exists private.sign_in_throttle_settings (
  kind text primary key check (kind in ('password', 'totp')),
  free_failures integer not null check (free_failures between 1 and 100),
  first_wait_seconds integer not null check (first_wait_seconds between 1 and 3600),
  longest_wait_seconds integer not null check (longest_wait_seconds between 1 and 86400),
  -- A run of wrong ones with nothing for this long is forgotten (the wait starts again from none).
  forget_after_seconds integer not null default 86400 check (forget_after_seconds between 60 and 2592000),
  -- What the desk reports: attempts in a period that ends after this long with none.
  report_days integer not null default 7 check (report_days between 1 and 90),
  -- When Auth last called the hook (to the minute): never, on a plan without the hooks or with
  -- them off, and the desk then says that nothing is counted.
  last_called_at timestamptz,
  check (longest_wait_seconds >= first_wait_seconds)
);

insert into private.sign_in_throttle_settings (kind, free_failures, first_wait_seconds, longest_wait_seconds)
values ('password', 5, 30, 900), ('totp', 5, 30, 3600)
on conflict (kind) do nothing;

alter table private.sign_in_throttle_settings enable row level security;
revoke all on private.sign_in_throttle_settings from public, anon, authenticated, service_role;
grant select on private.sign_in_throttle_settings to supabase_auth_admin;
grant update (last_called_at) on private.sign_in_throttle_settings to supabase_auth_admin;
drop policy if exists "Auth reads the sign-in throttle settings" on private.sign_in_throttle_settings;
create policy "Auth reads the sign-in throttle settings" on private.sign_in_throttle_settings
  for select to supabase_auth_admin using (true);
drop policy if exists "Auth notes when it called a sign-in hook" on private.sign_in_throttle_settings;
create policy "Auth notes when it called a sign-in hook" on private.sign_in_throttle_settings
  for update to supabase_auth_admin using (true) with check (true);

-- One row per account and kind of attempt. No foreign key to auth.users: postgres may read that
-- table but not reference it (DESIGN.md, the platform's privileges); the desk's function joins it.
create table if not exists private.sign_in_attempts (
  user_id uuid not null,
  kind text not null check (kind in ('password', 'totp')),
  -- Wrong ones in a row since the last right one (or the last quiet day): these set the wait.
  failures integer not null default 0 check (failures >= 0),
  wait_until timestamptz,
  factor_id uuid,
  last_attempt_at timestamptz not null default now(),
  -- The desk's report: since when, how many wrong, how many refused during a wait.
  reported_since timestamptz not null default now(),
  reported_failures integer not null default 0 check (reported_failures >= 0),
  reported_refusals integer not null default 0 check (reported_refusals >= 0),
  last_failed_at timestamptz,
  primary key (user_id, kind)
);

alter table private.sign_in_attempts enable row level security;
revoke all on private.sign_in_attempts from public, anon, authenticated, service_role;
grant select, insert, update, delete on private.sign_in_attempts to supabase_auth_admin;
drop policy if exists "Auth keeps the sign-in attempts" on private.sign_in_attempts;
create policy "Auth keeps the sign-in attempts" on private.sign_in_attempts
  for all to supabase_auth_admin using (true) with check (true);

-- "30 seconds", "1 minute", "4 minutes": a wait as the sign-in dialog says it, rounded up.
create or replace function private.sign_in_wait_words(seconds integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when seconds < 60 then greatest(seconds, 1) || case when greatest(seconds, 1) = 1 then ' second' else ' seconds' end
    when ceil(seconds / 60.0) = 1 then '1 minute'
    else ceil(seconds / 60.0)::integer || ' minutes'
  end
$$;

-- The rule itself, for both hooks: `attempt_kind` is 'password' or 'totp', `event` what Auth sent.
create or replace function private.throttle_sign_in_attempt(attempt_kind text, event jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  account constant uuid := (event ->> 'user_id')::uuid;
  was_valid constant boolean := coalesce((event ->> 'valid')::boolean, false);
  settings private.sign_in_throttle_settings;
  attempt private.sign_in_attempts;
  run integer;
  wait_left integer;
begin
  select * into strict settings from private.sign_in_throttle_settings s where s.kind = attempt_kind;
  if settings.last_called_at is null or settings.last_called_at < now() - interval '1 minute' then
    update private.sign_in_throttle_settings s set last_called_at = now() where s.kind = attempt_kind;
  end if;
  if account is null then
    return jsonb_build_object('decision', 'continue');
  end if;
  -- A wrong one makes the row if need be; every attempt then waits for the row's lock, so
  -- attempts sent at once are decided one after another and only the first can find no wait.
  if not was_valid then
    insert into private.sign_in_attempts (user_id, kind) values (account, attempt_kind)
    on conflict (user_id, kind) do nothing;
  end if;
  select * into attempt from private.sign_in_attempts a
   where a.user_id = account and a.kind = attempt_kind for update;
  if not found then
    -- A right one with no wrong ones before it.
    return jsonb_build_object('decision', 'continue');
  end if;

  -- A quiet day forgets the run; a quiet week starts the desk's report afresh.
  if attempt.last_attempt_at < now() - make_interval(secs => settings.forget_after_seconds) then
    attempt.failures := 0;
    attempt.wait_until := null;
  end if;
  if attempt.last_attempt_at < now() - make_interval(days => settings.report_days) then
    attempt.reported_since := now();
    attempt.reported_failures := 0;
    attempt.reported_refusals := 0;
  end if;

  if attempt.wait_until > now() then
    wait_left := ceil(extract(epoch from attempt.wait_until - now()))::integer;
    update private.sign_in_attempts a
       set failures = attempt.failures,
           reported_since = attempt.reported_since,
           reported_failures = attempt.reported_failures,
           reported_refusals = attempt.reported_refusals + 1,
           last_attempt_at = now()
     where a.user_id = account and a.kind = attempt_kind;
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 429,
      'message', case attempt_kind
        when 'password' then 'Sign-in to this account is paused after too many wrong passwords. Please try again in '
        else 'Two-factor codes for this account are paused after too many wrong ones. Please try again in '
      end || private.sign_in_wait_words(wait_left) || '.'
    ));
  end if;

  if was_valid then
    -- A right one ends the run; the report stays for the desk.
    update private.sign_in_attempts a
       set failures = 0, wait_until = null,
           reported_since = attempt.reported_since,
           reported_failures = attempt.reported_failures,
           reported_refusals = attempt.reported_refusals
     where a.user_id = account and a.kind = attempt_kind;
    return jsonb_build_object('decision', 'continue');
  end if;

  run := attempt.failures + 1;
  update private.sign_in_attempts a
     set failures = run,
         wait_until = case when run >= settings.free_failures then now() + make_interval(secs =>
           least(settings.first_wait_seconds * power(2, least(run - settings.free_failures, 30)),
                 settings.longest_wait_seconds)) end,
         factor_id = coalesce((event ->> 'factor_id')::uuid, a.factor_id),
         last_attempt_at = now(),
         last_failed_at = now(),
         reported_since = attempt.reported_since,
         reported_failures = attempt.reported_failures + 1,
         reported_refusals = attempt.reported_refusals
   where a.user_id = account and a.kind = attempt_kind;

  -- Forget finished reports now and then, so the table stays small without a scheduler.
  if random() < 0.01 then
    delete from private.sign_in_attempts a
     where a.last_attempt_at < now() - interval '90 days'
       and (a.wait_until is null or a.wait_until < now());
  end if;
  -- Auth refuses the wrong one itself, in its usual words.
  return jsonb_build_object('decision', 'continue');
end;
$$;

create or replace function private.hook_password_verification_attempt(event jsonb)
returns jsonb
language sql
set search_path = ''
as $$
  select private.throttle_sign_in_attempt('password', event)
$$;

create or replace function private.hook_mfa_verification_attempt(event jsonb)
returns jsonb
language sql
set search_path = ''
as $$
  select private.throttle_sign_in_attempt('totp', event)
$$;

revoke all on function private.sign_in_wait_words(integer) from public, anon, authenticated, service_role;
revoke all on function private.throttle_sign_in_attempt(text, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.hook_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
revoke all on function private.hook_mfa_verification_attempt(jsonb) from public, anon, authenticated, service_role;
grant execute on function private.sign_in_wait_words(integer) to supabase_auth_admin;
grant execute on function private.throttle_sign_in_attempt(text, jsonb) to supabase_auth_admin;
grant execute on function private.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
grant execute on function private.hook_mfa_verification_attempt(jsonb) to supabase_auth_admin;

-- The desk's notice, for the calling administrator's own account: one row per kind (passwords,
-- codes) with its wrong attempts of the last `report_days` (none: zeros), any wait now running,
-- the rule's numbers, and when Auth last called that hook (never: nothing is counted, as on a
-- plan without the hooks). The e-mail from auth.users, which postgres may read.
create or replace function public.failed_sign_in_attempts()
returns table (
  email text,
  kind text,
  failures integer,
  refusals integer,
  since timestamptz,
  last_failed_at timestamptz,
  wait_seconds integer,
  free_failures integer,
  longest_wait_seconds integer,
  hook_called_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not private.is_admin() then
    raise exception 'permission denied: only an administrator can see failed sign-in attempts'
      using errcode = '42501';
  end if;
  if not private.session_meets_mfa() then
    raise exception 'permission denied: confirm your second factor first'
      using errcode = '42501';
  end if;
  return query
    select (select u.email::text from auth.users u where u.id = (select auth.uid())),
           s.kind, coalesce(a.reported_failures, 0), coalesce(a.reported_refusals, 0),
           a.reported_since, a.last_failed_at,
           coalesce(greatest(ceil(extract(epoch from a.wait_until - now())), 0), 0)::integer,
           s.free_failures, s.longest_wait_seconds, s.last_called_at
      from private.sign_in_throttle_settings s
      left join private.sign_in_attempts a
        on a.kind = s.kind and a.user_id = (select auth.uid())
       and a.reported_failures > 0
       and a.last_attempt_at >= now() - make_interval(days => s.report_days)
     order by s.kind;
end;
$$;

alter function public.failed_sign_in_attempts() owner to postgres;
revoke all on function public.failed_sign_in_attempts() from public, anon, authenticated;
grant execute on function public.failed_sign_in_attempts() to authenticated, service_role;
