-- Keeps task_tallies (0029) equal to the live tasks grouped by status, priority, team leader,
-- help-required person and due date, with their count and ET and TT sums, in the transaction
-- that changes the tasks. The task screen reads the whole practice's stats and counts from it
-- (api/src/modules/tasks/tally.ts): at a million tasks the grouped scan of `tasks` took 450 ms
-- and more; the tally is a few hundred rows.
-- Statement-level with transition tables, as the audit trail's (0024): a bulk change of 50,000
-- tasks is one grouped change of the few groups it touches, not 50,000 trigger calls.

-- One group's change: its key, and what it adds to its count and sums (negative: takes away).
CREATE TYPE pd_task_tally_change AS (
  org_id uuid, status_id uuid, priority_id uuid, team_leader uuid, help_required_user uuid,
  due_date date, count integer, et bigint, tt bigint
);
--> statement-breakpoint
-- Adds a statement's changes to the tally without ever waiting for another transaction: each
-- change goes to a row of its group that no one else holds (locked until commit), or to a new row
-- when every row of the group is held. A write of several tasks (a bulk change is one statement
-- per task) that waited here while holding its tasks deadlocked with a write of one of them;
-- a group has at most as many rows as writers once changed it at the same moment. Rows left
-- adding nothing are removed.
CREATE FUNCTION pd_task_tally_apply(changes pd_task_tally_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  emptied bigint[];
BEGIN
  IF changes IS NULL THEN
    RETURN;
  END IF;
  WITH change AS (
    SELECT * FROM unnest(changes)
  ), placed AS (
    SELECT c.*, free.id AS row_id
    FROM change c
    LEFT JOIN LATERAL (
      SELECT t.id FROM task_tallies t
      WHERE t.org_id = c.org_id AND t.status_id = c.status_id AND t.priority_id = c.priority_id
        AND coalesce(t.team_leader, '00000000-0000-0000-0000-000000000000'::uuid)
          = coalesce(c.team_leader, '00000000-0000-0000-0000-000000000000'::uuid)
        AND coalesce(t.help_required_user, '00000000-0000-0000-0000-000000000000'::uuid)
          = coalesce(c.help_required_user, '00000000-0000-0000-0000-000000000000'::uuid)
        AND coalesce(t.due_date, 'infinity'::date) = coalesce(c.due_date, 'infinity'::date)
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    ) free ON true
  ), added AS (
    UPDATE task_tallies t
    SET count = t.count + p.count, et = t.et + p.et, tt = t.tt + p.tt
    FROM placed p
    WHERE t.id = p.row_id
    RETURNING t.id, t.count, t.et, t.tt
  ), started AS (
    INSERT INTO task_tallies (org_id, status_id, priority_id, team_leader, help_required_user, due_date, count, et, tt)
    SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date, count, et, tt
    FROM placed WHERE row_id IS NULL
  )
  SELECT array_agg(id) FILTER (WHERE count = 0 AND et = 0 AND tt = 0) INTO emptied FROM added;
  IF emptied IS NOT NULL THEN
    DELETE FROM task_tallies WHERE id = ANY (emptied);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION pd_task_tally_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes pd_task_tally_change[];
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(d.*)::pd_task_tally_change) INTO changes FROM (
      SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date,
             count(*)::int, sum(et)::bigint, sum(tt)::bigint
      FROM pd_tally_new WHERE deleted_at IS NULL
      GROUP BY 1, 2, 3, 4, 5, 6
    ) d;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A task moved to the Trash leaves its group; restored, it comes back.
    SELECT array_agg(row(d.*)::pd_task_tally_change) INTO changes FROM (
      SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date,
             sum(n)::int, sum(et)::bigint, sum(tt)::bigint
      FROM (
        SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date, 1 AS n, et, tt
        FROM pd_tally_new WHERE deleted_at IS NULL
        UNION ALL
        SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date, -1, -et, -tt
        FROM pd_tally_old WHERE deleted_at IS NULL
      ) moves
      GROUP BY 1, 2, 3, 4, 5, 6
      -- an edit of the title, remarks or dates changes nothing counted
      HAVING sum(n) <> 0 OR sum(et) <> 0 OR sum(tt) <> 0
    ) d;
  ELSE
    SELECT array_agg(row(d.*)::pd_task_tally_change) INTO changes FROM (
      SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date,
             -count(*)::int, -sum(et)::bigint, -sum(tt)::bigint
      FROM pd_tally_old WHERE deleted_at IS NULL
      GROUP BY 1, 2, 3, 4, 5, 6
    ) d;
  END IF;
  PERFORM pd_task_tally_apply(changes);
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
INSERT INTO task_tallies (org_id, status_id, priority_id, team_leader, help_required_user, due_date, count, et, tt)
SELECT org_id, status_id, priority_id, team_leader, help_required_user, due_date,
       count(*)::int, sum(et)::bigint, sum(tt)::bigint
FROM tasks WHERE deleted_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6;
