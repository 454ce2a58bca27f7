ALTER TABLE "tasks" ADD COLUMN "budget_alerted" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A task's estimate is its budget: the highest threshold (80 or 100 per cent of ET) whose
-- notification went out is kept on the task so each is told once (modules/tasks/budget.ts). Work
-- already past a threshold when this arrives counts as told: nobody is woken by old work.
CREATE FUNCTION pd_budget_level(tt integer, et integer) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  select (case when et <= 0 then 0 when tt >= et then 100 when tt * 5 >= et * 4 then 80 else 0 end)::smallint
$$;--> statement-breakpoint
UPDATE "tasks" SET "budget_alerted" = pd_budget_level("tt", "et") WHERE "et" > 0 AND "tt" * 5 >= "et" * 4;--> statement-breakpoint
-- A new estimate is a new budget: what TT has reached of it counts as told, and the next threshold
-- of it is told in turn. On every path that writes ET (the grid, bulk changes, imports, estimates).
CREATE FUNCTION pd_budget_rearm() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.budget_alerted := pd_budget_level(NEW.tt, NEW.et);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasks_budget_rearm BEFORE UPDATE OF et ON tasks
  FOR EACH ROW WHEN (OLD.et IS DISTINCT FROM NEW.et) EXECUTE FUNCTION pd_budget_rearm();--> statement-breakpoint
-- The flag is bookkeeping, not a change anyone made: the audit trail leaves it out.
SELECT pd_audit_table('tasks', skipped => '{last_worked_on,search_text,budget_alerted}');
