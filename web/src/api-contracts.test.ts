// The web's api calls send the contracts' shapes, never their own: every body is the input type of
// the schema the API validates it with. The expectTypeOf lines are checked by `tsc -p web`; the scan
// fails when an api file declares its own object type for what it sends.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type {
  BulkUpdates,
  ClientBody,
  CreateTaskBody,
  DocumentRequestBody,
  FilingBody,
  HolidayBody,
  InviteBody,
  ItemNoteBody,
  ItemReviewBody,
  LoginBody,
  NotApplicableBody,
  PortalLinkBody,
  PriorityBody,
  ProfileBody,
  QuotationBody,
  RegisterBody,
  SendInvoiceBody,
  StatusBody,
  TaskTemplateBody,
  TimeEntryBody,
  TimesheetCellBody,
  UpdateTaskBody,
  UpdateUserBody,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { documentRequestsApi } from './features/clients/api/document-requests-api';
import type { complianceApi } from './features/compliance/api/compliance-api';
import type { holidaysApi } from './features/configurations/holidays/holidays-api';
import type { invoicesApi } from './features/invoicing/api/invoices-api';
import type { bulkApi } from './features/tasks/api/bulk-api';
import type { lookupsApi, tasksApi } from './features/tasks/api/tasks-api';
import type { timesheetApi } from './features/timesheet/api/timesheet-api';
import type { authApi } from './lib/auth/auth-api';
import type { configApi } from './lib/config-api';
import type { portalApi } from './portal/lib/portal-api';

const SRC = import.meta.dirname;

/** Web-only shapes an api file may declare, each with why no contract holds it. */
const WEB_ONLY: Record<string, string> = {
  ReportAnswers: 'maps each report id to its contract answer type; nothing is sent',
  BulkSelection:
    "the view as the screen's URL holds it (ViewFilter); the API validates it with TaskListQuery",
};

function apiFiles(): string[] {
  // A feature's calls sit in its api/ folder, or beside its screens as *-api.ts (configuration tabs).
  const features = readdirSync(join(SRC, 'features'), { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        (entry.parentPath.endsWith('/api') || entry.name.endsWith('-api.ts')) &&
        entry.name.endsWith('.ts'),
    )
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .map((entry) => relative(SRC, join(entry.parentPath, entry.name)));
  // Calls shared by several features live in lib (the sign-in calls, reminders).
  const shared = readdirSync(join(SRC, 'lib'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('-api.ts'))
    .map((entry) => relative(SRC, join(entry.parentPath, entry.name)));
  // The client portal's own calls (a page of its own, on plain fetch).
  return [...features, ...shared, 'lib/files.ts', 'lib/api-client.ts', 'portal/lib/portal-api.ts'];
}

/** Object types an api file writes itself: `interface X`, `type X = {`, and `(body: {` parameters. */
function ownShapes(text: string): string[] {
  const declared = [
    ...text.matchAll(/^\s*(?:export\s+)?(?:interface\s+(\w+)|type\s+(\w+)\s*=\s*(?:Partial<)?\{)/gm),
  ].map((m) => m[1] ?? m[2] ?? '');
  const parameters = [...text.matchAll(/[(,][ \t]*(\w+)\??:[ \t]*\{/g)].map((m) => `parameter ${m[1]}`);
  return [...declared, ...parameters];
}

describe('web api calls send the contracts’ shapes', () => {
  it('scans every api file of every feature', () => {
    const files = apiFiles();
    expect(files).toContain('features/tasks/api/tasks-api.ts');
    expect(files.length).toBeGreaterThan(20);
  });

  it('no api file declares its own request shape, web-only views aside', () => {
    const own = apiFiles().flatMap((file) =>
      ownShapes(readFileSync(join(SRC, file), 'utf8'))
        .filter((name) => !(name in WEB_ONLY))
        .map((name) => `${file}: ${name}`),
    );
    expect(own).toEqual([]);
  });

  it('recognises a body type written out locally', () => {
    expect(ownShapes('export type TaskPatch = Partial<{\n  task: string;\n}>;')).toEqual(['TaskPatch']);
    expect(ownShapes('export interface InvoiceSendInput {\n  email: string;\n}')).toEqual([
      'InvoiceSendInput',
    ]);
    expect(ownShapes('  logTime: (id: string, body: { minutes: number }) =>')).toEqual(['parameter body']);
    expect(ownShapes("  list: (q: string) => getData<{ tasks: TaskRow[] }>('tasks', { q }),")).toEqual([]);
  });

  it('takes each main route’s body as its schema’s input type', () => {
    expectTypeOf<Parameters<typeof tasksApi.update>[1]>().toEqualTypeOf<InferInput<typeof UpdateTaskBody>>();
    expectTypeOf<Parameters<typeof tasksApi.create>[0]>().toEqualTypeOf<InferInput<typeof CreateTaskBody>>();
    expectTypeOf<Parameters<typeof documentRequestsApi.create>[0]>().toEqualTypeOf<
      InferInput<typeof DocumentRequestBody>
    >();
    expectTypeOf<Parameters<typeof documentRequestsApi.review>[2]>().toEqualTypeOf<
      InferInput<typeof ItemReviewBody>
    >();
    expectTypeOf<{ email: Parameters<typeof portalApi.askForLink>[0] }>().toEqualTypeOf<
      InferInput<typeof PortalLinkBody>
    >();
    expectTypeOf<{ note: Parameters<typeof portalApi.note>[2] }>().toEqualTypeOf<
      InferInput<typeof ItemNoteBody>
    >();
    expectTypeOf<{ reason: Parameters<typeof portalApi.notApplicable>[2] }>().toEqualTypeOf<
      InferInput<typeof NotApplicableBody>
    >();
    expectTypeOf<Parameters<typeof tasksApi.logTime>[1]>().toEqualTypeOf<InferInput<typeof TimeEntryBody>>();
    expectTypeOf<Parameters<typeof tasksApi.quotation>[1]>().toEqualTypeOf<
      InferInput<typeof QuotationBody>
    >();
    expectTypeOf<Parameters<typeof bulkApi.update>[1]>().toEqualTypeOf<BulkUpdates>();
    expectTypeOf<Parameters<typeof lookupsApi.createStatus>[0]>().toEqualTypeOf<
      InferInput<typeof StatusBody>
    >();
    expectTypeOf<Parameters<typeof configApi.saveStatus>[0]>().toEqualTypeOf<InferInput<typeof StatusBody>>();
    expectTypeOf<Parameters<typeof configApi.savePriority>[0]>().toEqualTypeOf<
      InferInput<typeof PriorityBody>
    >();
    expectTypeOf<Parameters<typeof configApi.saveClient>[0]>().toEqualTypeOf<InferInput<typeof ClientBody>>();
    expectTypeOf<Parameters<typeof configApi.saveCompliance>[1]>().toEqualTypeOf<
      InferInput<typeof ProfileBody>
    >();
    expectTypeOf<Parameters<typeof configApi.saveTemplate>[0]>().toEqualTypeOf<
      InferInput<typeof TaskTemplateBody>
    >();
    expectTypeOf<Parameters<typeof configApi.inviteUser>[0]>().toEqualTypeOf<InferInput<typeof InviteBody>>();
    expectTypeOf<Parameters<typeof configApi.updateUser>[1]>().toEqualTypeOf<
      InferInput<typeof UpdateUserBody>
    >();
    expectTypeOf<Parameters<typeof authApi.login>[0]>().toEqualTypeOf<InferInput<typeof LoginBody>>();
    expectTypeOf<Parameters<typeof authApi.register>[0]>().toEqualTypeOf<InferInput<typeof RegisterBody>>();
    expectTypeOf<Parameters<typeof invoicesApi.send>[1]>().toEqualTypeOf<
      InferInput<typeof SendInvoiceBody>
    >();
    expectTypeOf<Parameters<typeof timesheetApi.writeCell>[0]>().toEqualTypeOf<
      InferInput<typeof TimesheetCellBody>
    >();
    expectTypeOf<Parameters<typeof holidaysApi.add>[0]>().toEqualTypeOf<InferInput<typeof HolidayBody>>();
    expectTypeOf<Omit<Parameters<typeof complianceApi.file>[1], 'file'>>().toEqualTypeOf<
      InferInput<typeof FilingBody>
    >();
  });
});
