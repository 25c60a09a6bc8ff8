import { z } from 'zod';
import { messages } from './spec/messages';

/**
 * Faults the control API can inject into the next N matching requests, so the
 * app's slow, failing and expired-session paths can be reached on demand.
 */
export const faultRuleSchema = z.strictObject({
  /** Exact path (`/client`) or a prefix ending in `*` (`/v1/*`). */
  path: z.string().startsWith('/'),
  method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']).optional(),
  kind: z.enum([
    'latency',
    'error500',
    'drop',
    'unauthorized',
    'reject',
    'commitThen504',
    'commitThenDrop',
  ]),
  /** How many matching requests the fault applies to. */
  count: z.int().min(1).max(1000).default(1),
  /** For `latency`: how long to wait before answering normally. */
  latencyMs: z.int().min(0).max(60_000).default(1500),
  /** For `reject`: answer `{message}` with this status instead of handling the request. */
  status: z.union([z.literal(400), z.literal(403), z.literal(404), z.literal(500)]).default(400),
  message: z.string().min(1).max(500).default(messages.invalidPayload),
});

export type FaultRule = z.output<typeof faultRuleSchema>;

export type FaultEffect =
  | { kind: 'none' }
  | { kind: 'latency'; ms: number }
  | { kind: 'error500' }
  | { kind: 'drop' }
  | { kind: 'unauthorized' }
  | { kind: 'reject'; status: number; message: string }
  /** Handle the request (a transfer is committed), then answer 504 as a timed-out gateway. */
  | { kind: 'commitThen504' }
  /** Handle the request, then drop the connection once the answer's headers are sent. */
  | { kind: 'commitThenDrop' };

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method !== method) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path;
}

export class Faults {
  private rules: { rule: FaultRule; remaining: number }[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ rule, remaining: rule.count });
  }

  clear(): void {
    this.rules = [];
  }

  list(): { rule: FaultRule; remaining: number }[] {
    return this.rules.map((entry) => ({ ...entry }));
  }

  /** Takes the first matching rule (if any), counting this request against it. */
  take(method: string, path: string): FaultEffect {
    const entry = this.rules.find((candidate) => matches(candidate.rule, method, path));
    if (!entry) return { kind: 'none' };
    entry.remaining -= 1;
    if (entry.remaining <= 0) this.rules = this.rules.filter((candidate) => candidate !== entry);
    const { rule } = entry;
    if (rule.kind === 'latency') return { kind: 'latency', ms: rule.latencyMs };
    if (rule.kind === 'reject')
      return { kind: 'reject', status: rule.status, message: rule.message };
    return { kind: rule.kind };
  }
}
