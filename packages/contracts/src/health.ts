// The health check's answer: the API is up, which database it runs on, and whether PDFs render
// ('degraded' while a hung browser is being replaced).
import * as v from 'valibot';

export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  pdf: v.picklist(['ok', 'degraded']),
});
export type Health = v.InferOutput<typeof HealthSchema>;
