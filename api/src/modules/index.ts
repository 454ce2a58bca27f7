// Every feature's routes, mounted under /api. Public routes first, then protected ones.
import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../plugins/auth';
import { authRoutes } from './auth/routes';
import { clientRoutes } from './clients/routes';
import { clientTransferRoutes } from './clients/transfer-routes';
import { configCatalogRoutes } from './config/catalog-routes';
import { invoiceSettingsRoutes } from './config/invoice-settings-routes';
import { configLookupRoutes } from './config/lookups-routes';
import { preferencesRoutes } from './config/preferences';
import { dayEndRoutes } from './day-ends/routes';
import { healthRoutes } from './health/routes';
import { invoiceRoutes } from './invoices/routes';
import { notificationRoutes } from './notifications/routes';
import { peopleRoutes } from './people/routes';
import { practiceUsageRoutes } from './practices/usage-routes';
import { reportRoutes } from './reports/routes';
import { taskActivityRoutes } from './tasks/activity-routes';
import { taskImportRoutes } from './tasks/import/routes';
import { taskRoutes } from './tasks/routes';
import { taskTransferRoutes } from './tasks/transfer-routes';
import { taskTrashRoutes } from './tasks/trash-routes';
import { invitationRoutes } from './users/invitation-routes';
import { userRoutes } from './users/routes';

export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(invitationRoutes);
  await app.register(protectedRoutes(taskRoutes));
  await app.register(protectedRoutes(taskActivityRoutes));
  await app.register(protectedRoutes(taskTransferRoutes));
  await app.register(protectedRoutes(taskTrashRoutes));
  await app.register(protectedRoutes(taskImportRoutes));
  await app.register(protectedRoutes(dayEndRoutes));
  await app.register(protectedRoutes(clientRoutes));
  await app.register(protectedRoutes(clientTransferRoutes));
  await app.register(protectedRoutes(configLookupRoutes));
  await app.register(protectedRoutes(configCatalogRoutes));
  await app.register(protectedRoutes(preferencesRoutes));
  await app.register(protectedRoutes(invoiceSettingsRoutes));
  await app.register(protectedRoutes(invoiceRoutes));
  await app.register(protectedRoutes(peopleRoutes));
  await app.register(protectedRoutes(reportRoutes));
  await app.register(protectedRoutes(userRoutes));
  await app.register(protectedRoutes(notificationRoutes));
  await app.register(protectedRoutes(practiceUsageRoutes));
}
