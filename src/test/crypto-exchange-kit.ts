// msw overrides for the crypto tests: the shapes a faithful server may answer that the mock's
// seed does not (contracts naming the exchange in their own way or not at all, an exchange that
// does not answer), and a POST /orders that keeps the bodies it was sent.
import { http as mswHttp, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { seedContracts } from '../../mock/bank/seed-contracts';
import type { Contract, ContractParam } from '../api/contracts/schemas';
import { testConfig } from './test-config';

const CRYPTO = testConfig.cryptoApiBaseUrl;

/** Whether a param is about the exchange (its action or operation names it). */
function aboutTheExchange(param: ContractParam): boolean {
  return /exchange|crypto/i.test(`${param.action ?? ''} ${param.operation ?? ''}`);
}

/** The mock's catalogue with no param about the exchange in any contract. */
export function contractsWithoutExchange(): Contract[] {
  return seedContracts().map((contract) => ({
    ...contract,
    params: (contract.params ?? []).filter((param) => !aboutTheExchange(param)),
  }));
}

/** An exchange param as the spec's param fields allow: its fee in `transferPlane`. */
export function exchangeParam(percentages: Record<string, number>): ContractParam {
  return {
    title: 'Crypto exchange',
    operation: 'cryptoExchange',
    action: 'cryptoExchange',
    scope: 'client',
    calculated: true,
    controllers: ['transferPlane'],
    transferPlane: Object.entries(percentages).map(([currency, percentage]) => ({
      currency,
      calculator: 'percentage',
      from: 0,
      flat: 0,
      percentage,
    })),
  };
}

/** GET /contracts/clients answers `contracts`. */
export function serveContracts(server: SetupServer, contracts: Contract[]): void {
  server.use(
    mswHttp.get(`${testConfig.apiBaseUrl}/contracts/clients`, () => HttpResponse.json(contracts)),
  );
}

/** Every contract of the mock's catalogue with only `param` about the exchange (or none). */
export function serveExchangeParam(server: SetupServer, param: ContractParam | null): void {
  serveContracts(
    server,
    contractsWithoutExchange().map((contract) =>
      param ? { ...contract, params: [...(contract.params ?? []), param] } : contract,
    ),
  );
}

/** GET /info answers `status` (or fails to connect when `status` is 'network'). */
export function exchangeDown(server: SetupServer, status: number | 'network'): void {
  server.use(
    mswHttp.get(`${CRYPTO}/info`, () =>
      status === 'network'
        ? HttpResponse.error()
        : HttpResponse.json({ message: 'Not available' }, { status }),
    ),
  );
}

/** POST /orders answers 201 with `id`, keeping each body sent (in order) in the array returned. */
export function keepOrderBodies(server: SetupServer, id: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    mswHttp.post(`${CRYPTO}/orders`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ order: { id } }, { status: 201 });
    }),
  );
  return bodies;
}
