-- Stand-in for pg_cron as hosted Supabase installs it (Supabase Cron), written for the embedded
-- backend and the real-Postgres lane, where no pg_cron build exists. The part a migration sees is
-- the same: cron.schedule(name, schedule, command) keeps a job in cron.job under the role that
-- scheduled it, cron.unschedule removes it, and each run is recorded in cron.job_run_details.
-- Schedules are five-field cron expressions or '1 seconds' to '59 seconds' (pg_cron 1.5 and later;
-- supabase.com/docs/guides/cron). The runner is pg_cron's background worker on the platform and,
-- here, the embedded backend (supabase/local/cron-runner.ts), which runs each due job's command in
-- a transaction of its own as the job's role, one run of a job at a time. The lane has no runner.
--
-- Privileges as Supabase's after-create script leaves them (supabase/postgres,
-- ansible/files/postgresql_extension_custom_scripts/pg_cron/after-create.sql): postgres may use
-- the schema and its functions, read cron.job (never write it but through the functions) and do
-- anything with cron.job_run_details. Row-level security on cron.job shows each role its own jobs,
-- as pg_cron's cron_job_policy does.

create schema cron;

create table cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  unique (jobname, username)
);

create table cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

alter table cron.job enable row level security;
create policy cron_job_policy on cron.job using (username = current_user);
alter table cron.job_run_details enable row level security;
create policy cron_job_run_details_policy on cron.job_run_details using (username = current_user);

-- The schedules pg_cron accepts that the runner here understands.
create function cron.schedule_is_valid(schedule text)
returns boolean
language sql
immutable
as $$
  select schedule ~ '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$'
      or schedule ~ '^\s*(\S+\s+){4}\S+\s*$'
$$;

-- Inserting or updating the job belongs to the extension's owner; the public functions below
-- pass the caller's role in, as pg_cron's C functions take it from the session. A SECURITY
-- DEFINER function cannot see its caller, so these refuse a superuser as the job's role: nobody
-- reaches a superuser's powers through them.
create function cron.upsert_job(job_name text, schedule text, command text, owner_name text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  id bigint;
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = owner_name and not rolsuper) then
    raise exception 'a job cannot run as %', owner_name using errcode = '42501';
  end if;
  if not cron.schedule_is_valid(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (schedule, command, username, jobname)
  values (schedule, command, owner_name, job_name)
  on conflict (jobname, username) do update
    set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into id;
  return id;
end;
$$;

create function cron.delete_job(job_name text, owner_name text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from cron.job where jobname = job_name and username = owner_name;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name using errcode = '22023';
  end if;
  return true;
end;
$$;

create function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
as $$ select cron.upsert_job(job_name, schedule, command, current_user::text) $$;

create function cron.unschedule(job_name text)
returns boolean
language sql
as $$ select cron.delete_job(job_name, current_user::text) $$;

revoke all on function cron.upsert_job(text, text, text, text) from public;
revoke all on function cron.delete_job(text, text) from public;

grant usage on schema cron to postgres with grant option;
grant all on all functions in schema cron to postgres with grant option;
grant all privileges on all tables in schema cron to postgres with grant option;
grant all on all sequences in schema cron to postgres with grant option;
revoke all on table cron.job from postgres;
grant select on table cron.job to postgres with grant option;
