-- What the Supabase platform provides before any migration runs, with Supabase's own names and,
-- above all, its privileges, so that supabase/migrations/ meets here exactly the refusals it
-- meets on a hosted project. Run as the cluster's superuser, `supabase_admin`, as the platform's
-- own set-up is; the migrations then run as `postgres`, which is not a superuser (database.ts).
--
-- Where each fact comes from (described here in our own words):
-- - Roles and the public schema: supabase/postgres, migrations/db/init-scripts/
--   00000000000000-initial-schema.sql (anon, authenticated, service_role with BYPASSRLS,
--   authenticator; default privileges that grant new objects in public to the API roles) and
--   migrations/db/migrations/20230201083204_grant_auth_roles_to_postgres.sql (postgres is a
--   member of the three API roles). postgres has CREATEROLE, CREATEDB and BYPASSRLS but not
--   SUPERUSER; the platform's supautils extension lends it a few superuser powers (below).
-- - Auth: supabase/auth, migrations/20240612123726_enable_rls_update_grants.up.sql turns row-level
--   security on for every auth table and grants SELECT on them to postgres only (with grant
--   option). The tables belong to supabase_auth_admin. So the API roles cannot read
--   auth.mfa_factors, and a policy that reads it directly fails with 42501 (supabase/auth#944,
--   supabase/supabase#12290, #29107).
-- - Storage: supabase/storage creates its schema and tables as supabase_storage_admin and grants
--   them to the API roles and postgres; its protect_delete trigger refuses a DELETE on objects or
--   buckets unless the transaction set storage.allow_delete_query (the Storage server does).
--   supabase/postgres ansible/files/postgresql_config/supautils.conf.j2: `policy_grants` and
--   `drop_trigger_grants` let postgres create, alter and drop policies and drop triggers on
--   storage.objects and storage.buckets although it does not own them; nothing else there.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST's login role, which switches to one of the three per request. On the platform it
  -- logs in with a password; here nothing logs in as it, so it stays nologin.
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
  -- The role `supabase db push` and the dashboard's SQL editor run as: powerful, not a superuser.
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres login createrole createdb bypassrls;
  end if;
end;
$$;

alter role postgres nosuperuser;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

do $$
begin
  execute format('grant all on database %I to postgres', current_database());
end;
$$;

grant usage, create on schema public to postgres;
grant usage on schema public to anon, authenticated, service_role;
-- What postgres creates in public is granted to the API roles by default: row-level security,
-- or a migration's own revoke, is what keeps a table closed.
alter default privileges for role postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to anon, authenticated, service_role;

create schema if not exists extensions;
grant usage, create on schema extensions to postgres with grant option;
grant usage on schema extensions to anon, authenticated, service_role;

-- Auth ------------------------------------------------------------------------------------------
create schema if not exists auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role, postgres;
set role supabase_auth_admin;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1'
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- MFA, with GoTrue's names. amr claims record how each session was authenticated, so a refreshed
-- token keeps its aal2; last_used_step is the embedded backend's own addition (GoTrue keeps the
-- same fact elsewhere) so that a code, once accepted, is never accepted again.
do $$
begin
  if not exists (select 1 from pg_type where typname = 'factor_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if not exists (select 1 from pg_type where typname = 'factor_status' and typnamespace = 'auth'::regnamespace) then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
end;
$$;

create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  last_challenged_at timestamptz,
  last_used_step bigint
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address inet
);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);

create or replace function auth.uid() returns uuid
language sql stable set search_path = ''
as $$
  select nullif(
    coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    ), ''
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role, postgres;

-- Row-level security on, no policy, and no table privilege for the API roles: only postgres
-- (with BYPASSRLS) reads them, and only GoTrue (their owner) writes them.
do $$
declare
  t record;
begin
  for t in select c.relname from pg_class c
            where c.relnamespace = 'auth'::regnamespace and c.relkind = 'r' loop
    execute format('alter table auth.%I enable row level security', t.relname);
    execute format('revoke all on auth.%I from public', t.relname);
    execute format('grant select on auth.%I to postgres with grant option', t.relname);
  end loop;
end;
$$;

reset role;

-- Storage ---------------------------------------------------------------------------------------
create schema if not exists storage authorization supabase_storage_admin;
grant usage on schema storage to anon, authenticated, service_role, postgres;
set role supabase_storage_admin;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable set search_path = ''
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end;
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end;
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end;
$$;

-- A file's row and its bytes go together, so rows leave through the Storage API only, which
-- sets this flag for its own deletes; any other DELETE is refused before a row is touched.
create or replace function storage.protect_delete() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501', hint = 'This prevents accidental data loss from orphaned objects.';
  end if;
  return null;
end;
$$;

drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role, postgres;

reset role;

-- Vault ------------------------------------------------------------------------------------------
-- Every hosted project has Supabase Vault (the supabase_vault extension, schema vault), where
-- Supabase's guide to scheduling Edge Functions keeps the project's URL and the key a cron job
-- sends (supabase.com/docs/guides/functions/schedule-functions). A stand-in with Vault's names and
-- grants (supabase/postgres, ansible/files/postgresql_extension_custom_scripts/supabase_vault/
-- after-create.sql: postgres and service_role may read and delete secrets and call create_secret
-- and update_secret); unlike Vault it keeps the secret as it is, unencrypted, which is all a local
-- database needs. decrypted_secrets shows each secret beside its row, as Vault's view does.
create schema if not exists vault;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at,
         updated_at
    from vault.secrets;

create or replace function vault.create_secret(
  new_secret text, new_name text default null, new_description text default '',
  new_key_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  id uuid;
begin
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning secrets.id into id;
  return id;
end;
$$;

create or replace function vault.update_secret(
  secret_id uuid, new_secret text default null, new_name text default null,
  new_description text default null, new_key_id uuid default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update vault.secrets
     set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
         description = coalesce(new_description, description),
         key_id = coalesce(new_key_id, key_id), updated_at = now()
   where id = secret_id;
end;
$$;

revoke all on schema vault from public;
revoke all on all tables in schema vault from public;
revoke all on function vault.create_secret(text, text, text, uuid) from public;
revoke all on function vault.update_secret(uuid, text, text, text, uuid) from public;
grant usage on schema vault to postgres with grant option;
grant usage on schema vault to service_role;
grant select, delete on vault.secrets, vault.decrypted_secrets to postgres with grant option;
grant select, delete on vault.secrets, vault.decrypted_secrets to service_role;
grant execute on function vault.create_secret(text, text, text, uuid),
  vault.update_secret(uuid, text, text, text, uuid) to postgres with grant option;
grant execute on function vault.create_secret(text, text, text, uuid),
  vault.update_secret(uuid, text, text, text, uuid) to service_role;
