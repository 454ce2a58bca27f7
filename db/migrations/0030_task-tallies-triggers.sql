-- Keeps task_tallies (0029) equal to the live tasks grouped by status, priority, team leader,
-- help-required person and due date, with their count and ET and TT sums, in the transaction
-- that changes the tasks. The task screen reads the whole practice's stats and counts from it
-- (api/src/modules/tasks/counts.ts): at a million tasks the grouped scan of `tasks` took
-- 700 ms and more; the tally is a few hundred rows.
-- Statement-level with transition tables, as the audit trail's (0024): a bulk change of 50,000
-- tasks is one grouped upsert of the few keys it touches, not 50,000 trigger calls.

-- Adds a statement's grouped change to the tally. In key order, so two statements touching the
-- same keys lock their rows in the same order; rows a change empties are removed (by the row
-- versions this statement wrote and still holds locked, never another transaction's).
CREATE FUNCTION pd_task_tally_apply(delta task_tallies[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  emptied tid[];
BEGIN
  IF delta IS NULL THEN
    RETURN;
  END IF;
  WITH up AS (
    INSERT INTO task_tallies AS t
    SELECT * FROM unnest(delta)
    ORDER BY org_id, status_id, priority_id, team_leader, help_required_user, due_date
    ON CONFLICT ON CONSTRAINT task_tallies_key DO UPDATE
      SET count = t.count + excluded.count, et = t.et + excluded.et, tt = t.tt + excluded.tt
    RETURNING t.ctid AS row_id, t.count
  )
  SELECT array_agg(row_id) FILTER (WHERE count = 0) INTO emptied FROM up;
  IF emptied IS NOT NULL THEN
    DELETE FROM task_tallies WHERE ctid = ANY (emptied);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION pd_task_tally_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta task_tallies[];
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(d.*)::task_tallies) INTO delta FROM (
      SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date,
             count(*)::int, sum(et)::bigint, sum(tt)::bigint
      FROM pd_tally_new WHERE deleted_at IS NULL
      GROUP BY 1, 2, 3, 4, 5, 6
    ) d;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A task moved to the Trash leaves its group; restored, it comes back.
    SELECT array_agg(row(d.*)::task_tallies) INTO delta FROM (
      SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date,
             sum(n)::int, sum(et)::bigint, sum(tt)::bigint
      FROM (
        SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date, 1 AS n, et, tt
        FROM pd_tally_new WHERE deleted_at IS NULL
        UNION ALL
        SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date, -1, -et, -tt
        FROM pd_tally_old WHERE deleted_at IS NULL
      ) changes
      GROUP BY 1, 2, 3, 4, 5, 6
      -- an edit of the title, remarks or dates changes nothing counted
      HAVING sum(n) <> 0 OR sum(et) <> 0 OR sum(tt) <> 0
    ) d;
  ELSE
    SELECT array_agg(row(d.*)::task_tallies) INTO delta FROM (
      SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date,
             -count(*)::int, -sum(et)::bigint, -sum(tt)::bigint
      FROM pd_tally_old WHERE deleted_at IS NULL
      GROUP BY 1, 2, 3, 4, 5, 6
    ) d;
  END IF;
  PERFORM pd_task_tally_apply(delta);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_tally_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS pd_tally_new
  FOR EACH STATEMENT EXECUTE FUNCTION pd_task_tally_rows();
--> statement-breakpoint
CREATE TRIGGER tasks_tally_update AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS pd_tally_old NEW TABLE AS pd_tally_new
  FOR EACH STATEMENT EXECUTE FUNCTION pd_task_tally_rows();
--> statement-breakpoint
CREATE TRIGGER tasks_tally_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS pd_tally_old
  FOR EACH STATEMENT EXECUTE FUNCTION pd_task_tally_rows();
--> statement-breakpoint
-- The tasks already there.
INSERT INTO task_tallies
SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date,
       count(*)::int, sum(et)::bigint, sum(tt)::bigint
FROM tasks WHERE deleted_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6;
