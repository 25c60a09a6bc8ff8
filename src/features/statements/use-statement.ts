import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { accountQueries } from '../../api/accounts/queries';
import type { Transaction } from '../../api/transactions/schemas';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { buildStatement, type Statement } from '../../domain/statements/statement';
import { nextDay, type StatementPeriod } from '../../domain/statements/period';
import { decimalFromNumber, isDecimal } from '../../utils/decimal-text';
import { sumDecimals } from '../../utils/decimal-sum';
import { readTransactionsSince, type ReadProgress } from './read-transactions';
import { useConfig } from '../../config/config-context';
import {
  unseenMovementsOf,
  type OrdersRead,
  type UnseenMovements,
} from '../../domain/statements/unseen-movements';
import { readOrdersSince } from './read-orders';

/** The first moment of a calendar day in the browser's time zone (the customer's). */
export function startOfDay(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day).getTime();
}

const NO_EXCHANGE: OrdersRead = { kind: 'none' };

export type ReadState =
  | { kind: 'reading'; progress: ReadProgress }
  | { kind: 'stopped'; progress: ReadProgress }
  | { kind: 'failed'; error: unknown }
  | { kind: 'done'; transactions: Transaction[]; readAt: string };

/** Where the current balance the statement works back from was read. */
export interface CurrentBalance {
  value: string;
  /** GET /v1/ext-accounts/{id} (`balance`, or available + pending), else the accounts list. */
  source: 'account' | 'list';
}

function moneyText(value: string | number | undefined): string | null {
  if (typeof value === 'number') return decimalFromNumber(value);
  return value !== undefined && isDecimal(value.trim()) ? value.trim() : null;
}

/**
 * Everything a statement needs, read at once: the account's current balance, its
 * transactions back to the period's start (with progress, `stop` and `again`) and, while the
 * tenant offers the exchange, the party's orders as far back; then the statement built from
 * the balance and the transactions, and what may have moved the balance unseen (`unseen`). The bank's own statement is not asked for here: only when the
 * customer presses for it (BankStatementRequest).
 */
export function useStatement({
  account,
  companyId,
  period,
}: {
  account: CombinedAccount;
  companyId: string | undefined;
  period: StatementPeriod;
}) {
  const accountId = account.id;
  const from = startOfDay(period.from);
  const to = startOfDay(nextDay(period.to));
  const extAccountId = account.account.products?.[0]?.extAccountId;
  // Read afresh with the transactions: a balance kept from before a payment would put the
  // payment twice (or not at all) between the statement's opening and today.
  const ext = useQuery({
    ...accountQueries.extAccount(extAccountId ?? ''),
    enabled: Boolean(extAccountId),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  const fresh = ext.isFetchedAfterMount && !ext.isFetching;

  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const [read, setRead] = useState<ReadState>({ kind: 'reading', progress: { pages: 0, rows: 0 } });
  useEffect(() => {
    const abort = new AbortController();
    let progress: ReadProgress = { pages: 0, rows: 0 };
    controller.current = abort;
    readTransactionsSince({ accountId, companyId, since: from }, abort.signal, (next) => {
      progress = next;
      setRead({ kind: 'reading', progress: next });
    }).then(
      (transactions) => setRead({ kind: 'done', transactions, readAt: new Date().toISOString() }),
      (error: unknown) => {
        if (abort.signal.aborted) setRead({ kind: 'stopped', progress });
        else setRead({ kind: 'failed', error });
      },
    );
    return () => abort.abort();
  }, [accountId, companyId, from, attempt]);

  // Trades move an account's money without a transaction in our reading of the spec:
  // the statement says so when there were any, or when it could not check.
  const offersExchange = useConfig().features.crypto;
  const ordersKey = `${companyId ?? ''}|${from}|${attempt}`;
  const [ordersRead, setOrdersRead] = useState<{ key: string; orders: OrdersRead } | null>(null);
  useEffect(() => {
    if (!offersExchange) return;
    const abort = new AbortController();
    readOrdersSince({ companyId, since: from }, abort.signal).then(
      (orders) => setOrdersRead({ key: ordersKey, orders }),
      () => {
        // Only an abort rejects: the statement is gone or read again.
      },
    );
    return () => abort.abort();
  }, [offersExchange, companyId, from, ordersKey]);
  const orders: OrdersRead | null = !offersExchange
    ? NO_EXCHANGE
    : ordersRead?.key === ordersKey
      ? ordersRead.orders
      : null;

  const balance = useMemo((): CurrentBalance | null => {
    const data = fresh ? ext.data : undefined;
    const reported = moneyText(data?.balance);
    if (reported) return { value: reported, source: 'account' };
    const available = moneyText(data?.available);
    const pending = moneyText(data?.pending);
    if (available && pending)
      return { value: sumDecimals([available, pending]), source: 'account' };
    if (((fresh && ext.isSuccess) || ext.isError || !extAccountId) && account.balances) {
      return { value: account.balances.balance, source: 'list' };
    }
    return null;
  }, [fresh, ext.data, ext.isSuccess, ext.isError, extAccountId, account.balances]);
  const balanceMissing =
    balance === null && (ext.isError || (fresh && ext.isSuccess) || !extAccountId);

  const statement = useMemo((): Statement | null => {
    if (read.kind !== 'done' || balance === null) return null;
    return buildStatement({
      transactions: read.transactions,
      currentBalance: balance.value,
      from,
      to,
    });
  }, [read, balance, from, to]);

  const currency = account.currency;
  const unseen = useMemo((): UnseenMovements | null => {
    if (read.kind !== 'done' || orders === null) return null;
    return unseenMovementsOf({
      account: { id: accountId, currency },
      orders,
      transactions: read.transactions,
      since: from,
    });
  }, [read, orders, accountId, currency, from]);

  return {
    ext,
    balance,
    balanceMissing,
    read,
    statement,
    unseen,
    stop: () => controller.current?.abort(),
    again: () => {
      setRead({ kind: 'reading', progress: { pages: 0, rows: 0 } });
      setAttempt((value) => value + 1);
    },
  };
}
