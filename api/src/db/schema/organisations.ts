// A practice: the tenant that owns every other row.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const organisations = pgTable('organisations', {
  id: id(),
  name: text('name').notNull(),
  city: text('city'),
  stateCode: text('state_code'),
  gstin: text('gstin'),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  createdAt: createdAt(),
});
