// Client contracts and their limits (accountLimit, transferPlane, systemLimit).
// GET /contracts/clients.
import { z } from 'zod';

/** Number of accounts allowed per currency. */
export const accountLimitSchema = z.object({
  currency: z.string(),
  accounts: z.int().min(0),
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
  title: z.string().optional(),
  description: z.string().optional(),
  operation: z.string().optional(),
  scope: z.string().optional(),
  action: z.string().optional(),
  calculated: z.boolean().optional(),
  /** Names of the controllers that apply, e.g. accountLimit, transferPlane, systemLimit. */
  controllers: z.array(z.string()).optional(),
  accountLimit: z.array(accountLimitSchema).optional(),
  transferPlane: z.array(transferPlaneSchema).optional(),
  systemLimit: z.string().optional(),
  // Assumption A-121 (docs/assumptions.md): no field decides the crypto exchange; a param
  // whose action or operation names it carries its fee in `transferPlane`.
});
export type ContractParam = z.infer<typeof contractParamSchema>;

export const contractSchema = z.object({
  id: z.string().min(1),
  title: z.string().optional(),
  level: z.int().optional(),
  available: z.boolean().optional(),
  params: z.array(contractParamSchema).optional(),
});
export type Contract = z.infer<typeof contractSchema>;

/** GET /contracts/clients response. */
export const contractListSchema = z.array(contractSchema);
export type ContractList = z.infer<typeof contractListSchema>;
