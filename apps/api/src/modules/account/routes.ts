import { deleteAccount, exportMyData } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { deleteCustomer, exportCustomerData } from './service.ts';

/**
 * The customer's data (issue 19, decision 0034): POST /api/v1/user/export-my-data answers the
 * signed-in customer's data of this brand as JSON; POST /api/v1/user/delete-account sends the
 * deletion code (no `code`) or deletes the account (`code`). Both need the customer's token
 * (401 otherwise); bodies are validated by the contract (400).
 */
export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, exportMyData, (ctx) => exportCustomerData(deps.db, ctx));
  registerCall(app, deleteAccount, (ctx, { body, request }) =>
    deleteCustomer(deps, ctx, { code: body.code }, request.log),
  );
}
