// HTTP for bank statements in: the practice's bank accounts (Configurations › Invoice settings), a
// statement's preview (multipart `file`, the account as `?bankAccountId=`), remap, commit, and the
// history of imports. Admin only, as the reconciliation review is (match/routes.ts): a statement
// shows every client's money, beyond a Team Leader's team.
import {
  BANK_MESSAGES,
  BankAccountAnswerSchema,
  BankAccountBody,
  BankAccountDeleteSchema,
  BankAccountListSchema,
  IdParams,
  okOf,
  StatementCommitBody,
  StatementCommitResultSchema,
  StatementImportListSchema,
  StatementImportsQuery,
  StatementPreviewQuery,
  StatementPreviewSchema,
  StatementRemapBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { SPREADSHEET_MESSAGES } from '../../lib/spreadsheet';
import { readUpload } from '../../lib/upload';
import { allow, contextOf } from '../../plugins/auth';
import { createBankAccount, deleteBankAccount, listBankAccounts, updateBankAccount } from './accounts';
import { commitStatement } from './commit';
import { listStatementImports } from './history';
import { previewStatement, remapStatement } from './preview';

type Id = v.InferOutput<typeof IdParams>;

export async function bankAccountRoutes(app: FastifyInstance) {
  const tags = ['configuration'];
  const onRequest = allow('ADMIN');
  app.get(
    '/bank-accounts',
    { schema: { tags, response: { 200: okOf(BankAccountListSchema) } }, onRequest },
    async (request) => ({
      success: true,
      data: { accounts: await listBankAccounts(contextOf(app, request)) },
    }),
  );
  app.post<{ Body: BankAccountBody }>(
    '/bank-accounts',
    { schema: { tags, body: BankAccountBody, response: { 201: okOf(BankAccountAnswerSchema) } }, onRequest },
    async (request, reply) => {
      const account = await createBankAccount(contextOf(app, request), request.body);
      return reply
        .status(201)
        .send({ success: true, data: { account }, message: BANK_MESSAGES.accountAdded });
    },
  );
  app.put<{ Params: Id; Body: BankAccountBody }>(
    '/bank-accounts/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: BankAccountBody,
        response: { 200: okOf(BankAccountAnswerSchema) },
      },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: { account: await updateBankAccount(contextOf(app, request), request.params.id, request.body) },
      message: BANK_MESSAGES.accountSaved,
    }),
  );
  app.delete<{ Params: Id }>(
    '/bank-accounts/:id',
    { schema: { tags, params: IdParams, response: { 200: okOf(BankAccountDeleteSchema) } }, onRequest },
    async (request) => {
      const result = await deleteBankAccount(contextOf(app, request), request.params.id);
      return {
        success: true,
        data: result,
        message: result.deleted ? BANK_MESSAGES.accountDeleted : BANK_MESSAGES.accountArchived,
      };
    },
  );
}

export async function bankStatementRoutes(app: FastifyInstance) {
  const tags = ['bank-statements'];
  const onRequest = allow('ADMIN');
  app.post<{ Querystring: StatementPreviewQuery }>(
    '/bank-statements/preview',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: StatementPreviewQuery,
        response: { 200: okOf(StatementPreviewSchema) },
      },
      onRequest,
    },
    async (request) => {
      const { filename, data } = await readUpload(request, 'file', SPREADSHEET_MESSAGES.size);
      const ctx = contextOf(app, request);
      return {
        success: true,
        data: await previewStatement(ctx, filename, data, request.query.bankAccountId),
      };
    },
  );
  app.post<{ Body: StatementRemapBody }>(
    '/bank-statements/remap',
    {
      schema: { tags, body: StatementRemapBody, response: { 200: okOf(StatementPreviewSchema) } },
      onRequest,
    },
    async (request) => ({ success: true, data: await remapStatement(contextOf(app, request), request.body) }),
  );
  app.post<{ Body: StatementCommitBody }>(
    '/bank-statements/commit',
    {
      schema: { tags, body: StatementCommitBody, response: { 200: okOf(StatementCommitResultSchema) } },
      onRequest,
    },
    async (request) => {
      const result = await commitStatement(contextOf(app, request), request.body);
      return {
        success: true,
        data: result,
        message: BANK_MESSAGES.imported(result.imported, result.duplicates, result.balanceMismatches),
      };
    },
  );
  app.get<{ Querystring: StatementImportsQuery }>(
    '/bank-statements/imports',
    {
      schema: {
        tags,
        querystring: StatementImportsQuery,
        response: { 200: okOf(StatementImportListSchema) },
      },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: { imports: await listStatementImports(contextOf(app, request), request.query) },
    }),
  );
}
