-- The audit trail's triggers. To add a table to the trail, one line (after its CREATE TABLE):
--   select pd_audit_table('dsc_certificates');
-- with, when needed, the record's key (default 'id'), the record it belongs to (its History shows
-- there too), columns left out and columns shown only as "(file)":
--   select pd_audit_table('time_entries', parent_col => 'task_id');
--
-- Why triggers: every write of an audited table is recorded in its own transaction whichever
-- module makes it (routes, bulk actions, imports, jobs, cascades), so modules stay untouched.
-- Why statement-level with transition tables: one INSERT ... SELECT per statement, so a bulk
-- insert of 50,000 tasks writes its trail in one pass instead of 50,000 trigger calls.
-- Who, from where and in which session come from transaction-local settings the API sets at the
-- start of each writing transaction (db/actor.ts); none set means the system (a job).

CREATE FUNCTION pd_audit_diff(old_row jsonb, new_row jsonb, skipped text[], masked text[])
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  select coalesce(jsonb_object_agg(k, jsonb_build_object(
      'old', case when k = any(masked) and old_row->k <> 'null'::jsonb then '"(file)"'::jsonb else old_row->k end,
      'new', case when k = any(masked) and new_row->k <> 'null'::jsonb then '"(file)"'::jsonb else new_row->k end
    )), '{}'::jsonb)
  from jsonb_object_keys(coalesce(old_row, '{}'::jsonb) || coalesce(new_row, '{}'::jsonb)) as k
  where k <> all(skipped || array['id', 'org_id', 'created_at', 'updated_at'])
    and (old_row->k) is distinct from (new_row->k)
    -- a new record lists the fields it was given; a deleted one the values it had
    and not (old_row is null and new_row->k = 'null'::jsonb)
    and not (new_row is null and old_row->k = 'null'::jsonb)
$$;
--> statement-breakpoint
CREATE FUNCTION pd_audit_label(r jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  select left(coalesce(
    r->>'name', r->>'number', r->>'receipt_number', r->>'invoice_number',
    nullif(concat_ws(' – ', nullif(r->>'task', ''), nullif(r->>'sub_task', '')), ''),
    r->>'description', r->>'content', r->>'date'
  ), 200)
$$;
--> statement-breakpoint
CREATE FUNCTION pd_audit_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_col text := TG_ARGV[0];
  parent_col text := nullif(TG_ARGV[1], '');
  skipped text[] := coalesce(string_to_array(nullif(TG_ARGV[2], ''), ','), '{}');
  masked text[] := coalesce(string_to_array(nullif(TG_ARGV[3], ''), ','), '{}');
  actor_id uuid := nullif(current_setting('pd.user_id', true), '')::uuid;
  actor_name text := nullif(current_setting('pd.user_name', true), '');
  actor_ip text := nullif(current_setting('pd.ip', true), '');
  actor_session text := nullif(current_setting('pd.session', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (org_id, user_id, user_name, ip, session, entity, entity_id, parent_id, label, action, changes)
    SELECT (r->>'org_id')::uuid, actor_id, actor_name, actor_ip, actor_session, TG_TABLE_NAME,
           (r->>key_col)::uuid, (r->>parent_col)::uuid, pd_audit_label(r), 'create',
           pd_audit_diff(null, r, skipped, masked)
    FROM (SELECT to_jsonb(n) AS r FROM pd_new n) rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO audit_log (org_id, user_id, user_name, ip, session, entity, entity_id, parent_id, label, action, changes)
    SELECT org_id, actor_id, actor_name, actor_ip, actor_session, TG_TABLE_NAME, entity_id, parent_id, label, 'update', diff
    FROM (
      SELECT (n.r->>'org_id')::uuid AS org_id, (n.r->>key_col)::uuid AS entity_id,
             (n.r->>parent_col)::uuid AS parent_id, pd_audit_label(n.r) AS label,
             pd_audit_diff(o.r, n.r, skipped, masked) AS diff
      FROM (SELECT to_jsonb(o) AS r FROM pd_old o) o
      JOIN (SELECT to_jsonb(n) AS r FROM pd_new n) n ON n.r->key_col = o.r->key_col
    ) changed
    WHERE diff <> '{}'::jsonb;
  ELSE
    INSERT INTO audit_log (org_id, user_id, user_name, ip, session, entity, entity_id, parent_id, label, action, changes)
    SELECT (r->>'org_id')::uuid, actor_id, actor_name, actor_ip, actor_session, TG_TABLE_NAME,
           (r->>key_col)::uuid, (r->>parent_col)::uuid, pd_audit_label(r), 'delete',
           pd_audit_diff(r, null, skipped, masked)
    FROM (SELECT to_jsonb(o) AS r FROM pd_old o) rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION pd_audit_table(
  tbl text, key_col text DEFAULT 'id', parent_col text DEFAULT NULL,
  skipped text[] DEFAULT '{}', masked text[] DEFAULT '{}'
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := format('%L, %L, %L, %L', key_col, coalesce(parent_col, ''),
                      array_to_string(skipped, ','), array_to_string(masked, ','));
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_audit_insert', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_audit_update', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_audit_delete', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS pd_new '
                 'FOR EACH STATEMENT EXECUTE FUNCTION pd_audit_rows(%s)', tbl || '_audit_insert', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS pd_old NEW TABLE AS pd_new '
                 'FOR EACH STATEMENT EXECUTE FUNCTION pd_audit_rows(%s)', tbl || '_audit_update', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS pd_old '
                 'FOR EACH STATEMENT EXECUTE FUNCTION pd_audit_rows(%s)', tbl || '_audit_delete', tbl, args);
END
$$;
--> statement-breakpoint
CREATE FUNCTION pd_audit_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: its entries cannot be changed or deleted'
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION pd_audit_refuse();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION pd_audit_refuse();
--> statement-breakpoint
-- Work and time. TT and the last worked date follow from time entries, which have their own trail.
select pd_audit_table('tasks', skipped => '{last_worked_on}');
--> statement-breakpoint
select pd_audit_table('time_entries', parent_col => 'task_id');
--> statement-breakpoint
select pd_audit_table('comments', parent_col => 'task_id');
--> statement-breakpoint
select pd_audit_table('day_ends');
--> statement-breakpoint
-- Clients
select pd_audit_table('clients');
--> statement-breakpoint
select pd_audit_table('client_compliance', key_col => 'client_id', parent_col => 'client_id');
--> statement-breakpoint
-- Money
select pd_audit_table('invoices');
--> statement-breakpoint
select pd_audit_table('invoice_lines', parent_col => 'invoice_id');
--> statement-breakpoint
select pd_audit_table('payments', parent_col => 'invoice_id');
--> statement-breakpoint
select pd_audit_table('credit_notes', parent_col => 'invoice_id');
--> statement-breakpoint
select pd_audit_table('advances', parent_col => 'client_id');
--> statement-breakpoint
-- People: secrets and sign-in bookkeeping stay out; a password change is its own event.
select pd_audit_table('users', skipped => '{password_hash,token_version,compliance_digest_sent_on}');
--> statement-breakpoint
-- Settings
select pd_audit_table('statuses');
--> statement-breakpoint
select pd_audit_table('priorities');
--> statement-breakpoint
select pd_audit_table('task_templates');
--> statement-breakpoint
select pd_audit_table('template_sub_tasks', parent_col => 'template_id');
--> statement-breakpoint
select pd_audit_table('preferences', key_col => 'org_id');
--> statement-breakpoint
select pd_audit_table('invoice_settings', key_col => 'org_id', masked => '{logo,signature}');
--> statement-breakpoint
select pd_audit_table('reminder_schedules', key_col => 'org_id');
--> statement-breakpoint
-- The registers: a UDIN document and a DSC show in their client's History; a DSC's movements in its own.
select pd_audit_table('udin_documents', parent_col => 'client_id');
--> statement-breakpoint
select pd_audit_table('dsc_certificates', parent_col => 'client_id');
--> statement-breakpoint
select pd_audit_table('dsc_movements', parent_col => 'certificate_id');
