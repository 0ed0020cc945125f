-- Stand-in for pgmq 1.4.4 as Supabase Queues installs it, written for the embedded backend and
-- the real-Postgres lane, where no pgmq build exists. It keeps pgmq's public surface, so a
-- migration written for hosted Supabase runs here unchanged: a queue is the table pgmq.q_<name>
-- (msg_id, read_ct, enqueued_at, vt, message) with its archive pgmq.a_<name> (plus archived_at);
-- send puts a message in, visible once `delay` seconds have passed; read hands out the visible
-- ones, oldest first, and hides each for `vt` seconds (the visibility timeout), counting the read
-- in read_ct, so a message nobody deletes or archives comes back: that is the retry; archive
-- moves a message to the archive table, delete drops it. What was read: pgmq's SQL API reference
-- (pgxn.org/dist/pgmq, docs/api/sql/functions) and Supabase's Queues API page
-- (supabase.com/docs/guides/queues/api). Supabase's after-create script
-- (supabase/postgres, ansible/files/postgresql_extension_custom_scripts/pgmq/after-create.sql)
-- makes postgres the owner of everything pgmq holds; here the script runs as the role that
-- creates the extension (superuser = false), postgres, so it owns them from the start. No API role
-- is granted anything: Supabase exposes queues to them only through the optional pgmq_public
-- wrappers, which this project does not create.

create table pgmq.meta (
  queue_name varchar unique not null,
  is_partitioned boolean not null default false,
  is_unlogged boolean not null default false,
  created_at timestamptz not null default now()
);

create type pgmq.message_record as (
  msg_id bigint,
  read_ct integer,
  enqueued_at timestamptz,
  vt timestamptz,
  message jsonb
);

-- A queue's table name, refusing a name that is not a plain identifier (pgmq refuses the same).
create function pgmq.format_table_name(queue_name text, prefix text)
returns text
language plpgsql
immutable
as $$
begin
  if queue_name !~ '^[a-z0-9_]+$' or char_length(queue_name) > 47 then
    raise exception 'queue name "%" must be lowercase letters, digits and underscores, at most 47', queue_name
      using errcode = '22023';
  end if;
  return prefix || '_' || queue_name;
end;
$$;

create function pgmq.create(queue_name text)
returns void
language plpgsql
as $$
declare
  q constant text := pgmq.format_table_name(queue_name, 'q');
  a constant text := pgmq.format_table_name(queue_name, 'a');
begin
  execute format($ddl$
    create table if not exists pgmq.%I (
      msg_id bigint primary key generated always as identity,
      read_ct integer not null default 0,
      enqueued_at timestamptz not null default now(),
      vt timestamptz not null,
      message jsonb
    )$ddl$, q);
  execute format('create index if not exists %I on pgmq.%I (vt asc)', q || '_vt_idx', q);
  execute format($ddl$
    create table if not exists pgmq.%I (
      msg_id bigint primary key,
      read_ct integer not null default 0,
      enqueued_at timestamptz not null default now(),
      archived_at timestamptz not null default now(),
      vt timestamptz not null,
      message jsonb
    )$ddl$, a);
  execute format('create index if not exists %I on pgmq.%I (archived_at)', a || '_archived_at_idx', a);
  insert into pgmq.meta (queue_name) values (queue_name) on conflict do nothing;
end;
$$;

create function pgmq.send(queue_name text, msg jsonb, delay integer default 0)
returns setof bigint
language plpgsql
as $$
begin
  return query execute format(
    'insert into pgmq.%I (vt, message) values (clock_timestamp() + make_interval(secs => $1), $2) returning msg_id',
    pgmq.format_table_name(queue_name, 'q')) using delay, msg;
end;
$$;

create function pgmq.send_batch(queue_name text, msgs jsonb[], delay integer default 0)
returns setof bigint
language plpgsql
as $$
begin
  return query execute format(
    'insert into pgmq.%I (vt, message) select clock_timestamp() + make_interval(secs => $1), m from unnest($2) as m returning msg_id',
    pgmq.format_table_name(queue_name, 'q')) using delay, msgs;
end;
$$;

-- The visible messages, oldest first; each hidden for vt seconds and its read counted. Rows
-- another reader holds are skipped, so two readers never get the same message.
create function pgmq.read(queue_name text, vt integer, qty integer)
returns setof pgmq.message_record
language plpgsql
as $$
begin
  return query execute format($q$
    with visible as (
      select msg_id from pgmq.%1$I
       where vt <= clock_timestamp()
       order by msg_id
       limit $1
       for update skip locked
    )
    update pgmq.%1$I as m
       set vt = clock_timestamp() + make_interval(secs => $2), read_ct = m.read_ct + 1
      from visible
     where m.msg_id = visible.msg_id
    returning m.msg_id, m.read_ct, m.enqueued_at, m.vt, m.message$q$,
    pgmq.format_table_name(queue_name, 'q')) using qty, vt;
end;
$$;

-- Reads one visible message and deletes it.
create function pgmq.pop(queue_name text)
returns setof pgmq.message_record
language plpgsql
as $$
begin
  return query execute format($q$
    with first as (
      select msg_id from pgmq.%1$I
       where vt <= clock_timestamp()
       order by msg_id
       limit 1
       for update skip locked
    )
    delete from pgmq.%1$I as m using first
     where m.msg_id = first.msg_id
    returning m.msg_id, m.read_ct, m.enqueued_at, m.vt, m.message$q$,
    pgmq.format_table_name(queue_name, 'q'));
end;
$$;

create function pgmq.set_vt(queue_name text, msg_id bigint, vt integer)
returns setof pgmq.message_record
language plpgsql
as $$
begin
  return query execute format($q$
    update pgmq.%I as m set vt = clock_timestamp() + make_interval(secs => $2)
     where m.msg_id = $1
    returning m.msg_id, m.read_ct, m.enqueued_at, m.vt, m.message$q$,
    pgmq.format_table_name(queue_name, 'q')) using msg_id, vt;
end;
$$;

create function pgmq.delete(queue_name text, msg_ids bigint[])
returns setof bigint
language plpgsql
as $$
begin
  return query execute format(
    'delete from pgmq.%I where msg_id = any($1) returning msg_id',
    pgmq.format_table_name(queue_name, 'q')) using msg_ids;
end;
$$;

create function pgmq.delete(queue_name text, msg_id bigint)
returns boolean
language sql
as $$
  select exists (select 1 from pgmq.delete(queue_name, array[msg_id]))
$$;

create function pgmq.archive(queue_name text, msg_ids bigint[])
returns setof bigint
language plpgsql
as $$
begin
  return query execute format($q$
    with gone as (
      delete from pgmq.%I where msg_id = any($1)
      returning msg_id, read_ct, enqueued_at, vt, message
    )
    insert into pgmq.%I (msg_id, read_ct, enqueued_at, vt, message)
    select msg_id, read_ct, enqueued_at, vt, message from gone
    returning msg_id$q$,
    pgmq.format_table_name(queue_name, 'q'), pgmq.format_table_name(queue_name, 'a'))
    using msg_ids;
end;
$$;

create function pgmq.archive(queue_name text, msg_id bigint)
returns boolean
language sql
as $$
  select exists (select 1 from pgmq.archive(queue_name, array[msg_id]))
$$;

create function pgmq.purge_queue(queue_name text)
returns bigint
language plpgsql
as $$
declare
  gone bigint;
begin
  execute format('with d as (delete from pgmq.%I returning 1) select count(*) from d',
    pgmq.format_table_name(queue_name, 'q')) into gone;
  return gone;
end;
$$;

create function pgmq.metrics(queue_name text)
returns table (
  queue_name text,
  queue_length bigint,
  newest_msg_age_sec integer,
  oldest_msg_age_sec integer,
  total_messages bigint,
  scrape_time timestamptz
)
language plpgsql
as $$
declare
  q constant text := pgmq.format_table_name(metrics.queue_name, 'q');
begin
  return query execute format($q$
    select $1::text,
           count(*)::bigint,
           extract(epoch from clock_timestamp() - max(enqueued_at))::integer,
           extract(epoch from clock_timestamp() - min(enqueued_at))::integer,
           (select coalesce(max(msg_id), 0) from pgmq.%1$I)::bigint,
           clock_timestamp()
      from pgmq.%1$I$q$, q) using metrics.queue_name;
end;
$$;

