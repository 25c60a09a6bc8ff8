// Client contracts and their limits (accountLimit, transferPlane, systemLimit).
// GET /contracts/clients.
import * as z from 'zod/mini';
import { readableItems } from '../shared/tolerant';

/** Number of accounts allowed per currency. */
export const accountLimitSchema = z.object({
  currency: z.string(),
  accounts: z.int().check(z.gte(0)),
});
export type AccountLimit = z.infer<typeof accountLimitSchema>;

/** Fee rule per currency: calculator (e.g. "max"), lower bound `from`, `flat`, `percentage`. */
export const transferPlaneSchema = z.object({
  currency: z.string(),
  calculator: z.string(),
  from: z.number(),
  flat: z.number(),
  percentage: z.number(),
});
export type TransferPlane = z.infer<typeof transferPlaneSchema>;

export const contractParamSchema = z.object({
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  operation: z.optional(z.string()),
  scope: z.optional(z.string()),
  action: z.optional(z.string()),
  calculated: z.optional(z.boolean()),
  /** Names of the controllers that apply, e.g. accountLimit, transferPlane, systemLimit. */
  controllers: z.optional(z.array(z.string())),
  accountLimit: z.optional(z.array(accountLimitSchema)),
  transferPlane: z.optional(z.array(transferPlaneSchema)),
  systemLimit: z.optional(z.string()),
  // Assumption A-121 (docs/assumptions.md): no field decides the crypto exchange; a param
  // whose action or operation names it carries its fee in `transferPlane`.
});
export type ContractParam = z.infer<typeof contractParamSchema>;

export const contractSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
  level: z.optional(z.int()),
  available: z.optional(z.boolean()),
  params: z.optional(z.array(contractParamSchema)),
});
export type Contract = z.infer<typeof contractSchema>;

/** GET /contracts/clients response. */
export const contractListSchema = readableItems(contractSchema);
export type ContractList = z.infer<typeof contractListSchema>;
