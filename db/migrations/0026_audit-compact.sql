ALTER TABLE "audit_log" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
-- A cheaper trail for bulk writes (scripts/bench/audit-writes.ts). Where 0024's time went, by
-- EXPLAIN ANALYZE of a 20,000-task update: pd_audit_diff, a SQL function run once per row that
-- unions both rows' keys and builds an {old, new} object per field; to_jsonb of each row done
-- once per use, not once (the planner flattens the subquery); pd_audit_label called rather than
-- inlined; JIT compiling; a join on jsonb spilling to disk. Now:
-- * a create or delete keeps its row whole in `snapshot` (minus the columns left out and its null
--   fields); the reader (api/src/modules/audit/entry-changes.ts) turns it into the same per-field
--   changes: a create lists the fields given, a delete the values it had;
-- * an update walks the new row's fields once (jsonb_each) in the statement itself, keeping those
--   that differ from the old row's, joined to it on the key column.
-- Entries written before keep their per-field `changes` and read as they did. pd_audit_diff
-- stays: the tests check the new trail against it.
CREATE FUNCTION pd_audit_mask(r jsonb, masked text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  select r || coalesce(jsonb_object_agg(k, '"(file)"'::jsonb), '{}'::jsonb)
  from unnest(masked) as k
  where r->k <> 'null'::jsonb
$$;
--> statement-breakpoint
-- A plain expression (no FROM), so the planner inlines it rather than calling it per row.
CREATE FUNCTION pd_audit_snapshot(r jsonb, strip boolean, masked text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  select case
    when cardinality(masked) > 0 then pd_audit_mask(case when strip then jsonb_strip_nulls(r) else r end, masked)
    when strip then jsonb_strip_nulls(r)
    else r
  end
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pd_audit_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_col text := TG_ARGV[0];
  parent_col text := nullif(TG_ARGV[1], '');
  skipped text[] := coalesce(string_to_array(nullif(TG_ARGV[2], ''), ','), '{}');
  masked text[] := coalesce(string_to_array(nullif(TG_ARGV[3], ''), ','), '{}');
  -- never shown: the key and practice are the entry's own columns, the stamps its time
  left_out text[] := skipped || array['id', 'org_id', 'created_at', 'updated_at'];
  any_masked boolean := cardinality(masked) > 0;  -- an update's diff masks only then
  actor_id uuid := nullif(current_setting('pd.user_id', true), '')::uuid;
  actor_name text := nullif(current_setting('pd.user_name', true), '');
  actor_ip text := nullif(current_setting('pd.ip', true), '');
  actor_session text := nullif(current_setting('pd.session', true), '');
  -- A snapshot leaves out null fields (not given / had none) where jsonb_strip_nulls can do it
  -- whole: it would also drop nulls inside a json or composite column's value, so not there.
  strip boolean := TG_OP <> 'UPDATE' AND NOT EXISTS (
    SELECT 1 FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
    WHERE a.attrelid = TG_RELID AND a.attnum > 0 AND NOT a.attisdropped
      AND (t.typtype = 'c' OR coalesce(nullif(t.typbasetype, 0), t.oid) IN ('json'::regtype, 'jsonb'::regtype)));
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (org_id, user_id, user_name, ip, session, entity, entity_id, parent_id, label, action, snapshot)
    SELECT (r->>'org_id')::uuid, actor_id, actor_name, actor_ip, actor_session, TG_TABLE_NAME,
           (r->>key_col)::uuid, (r->>parent_col)::uuid, pd_audit_label(r), 'create',
           pd_audit_snapshot(r - left_out, strip, masked)
    FROM (SELECT to_jsonb(n) AS r FROM pd_new n OFFSET 0) rows;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Dynamic for the join on the key column itself: a uuid hash join of the rows as they are
    -- stays in memory where one on their jsonb copies spilled to disk at 20,000 rows.
    EXECUTE format($upd$
      INSERT INTO audit_log (org_id, user_id, user_name, ip, session, entity, entity_id, parent_id, label, action, changes)
      SELECT (r.new_row->>'org_id')::uuid, $1, $2, $3, $4, $5,
             (r.new_row->>%2$L)::uuid, (r.new_row->>%3$L)::uuid, pd_audit_label(r.new_row), 'update', d.diff
      FROM pd_old o JOIN pd_new n ON n.%1$I = o.%1$I
      CROSS JOIN LATERAL (SELECT to_jsonb(o) AS old_row, to_jsonb(n) AS new_row OFFSET 0) r
      CROSS JOIN LATERAL (
        SELECT jsonb_object_agg(f.key, jsonb_build_object(
            'old', CASE WHEN $7 AND f.key = any($8) AND r.old_row->f.key <> 'null'::jsonb
                        THEN '"(file)"'::jsonb ELSE r.old_row->f.key END,
            'new', CASE WHEN $7 AND f.key = any($8) AND f.value <> 'null'::jsonb
                        THEN '"(file)"'::jsonb ELSE f.value END)) AS diff
        FROM jsonb_each(r.new_row) AS f
        WHERE f.key <> all($6) AND f.value IS DISTINCT FROM r.old_row->f.key
      ) d
      WHERE d.diff IS NOT NULL
    $upd$, key_col, key_col, parent_col)
    USING actor_id, actor_name, actor_ip, actor_session, TG_TABLE_NAME, left_out, any_masked, masked;
  ELSE
    INSERT INTO audit_log (org_id, user_id, user_name, ip, session, entity, entity_id, parent_id, label, action, snapshot)
    SELECT (r->>'org_id')::uuid, actor_id, actor_name, actor_ip, actor_session, TG_TABLE_NAME,
           (r->>key_col)::uuid, (r->>parent_col)::uuid, pd_audit_label(r), 'delete',
           pd_audit_snapshot(r - left_out, strip, masked)
    FROM (SELECT to_jsonb(o) AS r FROM pd_old o OFFSET 0) rows;
  END IF;
  RETURN NULL;
END
$$
-- JIT compiling the statement cost more (0.2-0.4 s) than it saved on a 20,000-row write; a
-- Memoize in front of the per-row diff never hits (every row is its own key) and hashed each row.
SET jit = off
SET enable_memoize = off;
--> statement-breakpoint
-- The label, declared STABLE as its body is (concat_ws is): an IMMUTABLE function calling a
-- STABLE one is never inlined, so each audited row paid a SQL function call for its label.
ALTER FUNCTION pd_audit_label(jsonb) STABLE;
