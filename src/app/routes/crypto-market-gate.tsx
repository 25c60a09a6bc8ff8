import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePartyCapabilities } from '../../api/companies/use-party-capabilities';
import { useExchangeTerms, type ExchangeTerms } from '../../api/crypto/exchange-terms';
import { cryptoQueries } from '../../api/crypto/queries';
import { ApiError, describeError, NetworkError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Loading } from '../../components/ui/loading';
import { useConfig } from '../../config/config-context';
import { NotAllowedNotice } from '../../features/accounts/not-allowed-notice';
import { ExchangeUnavailable } from '../../features/crypto/exchange-unavailable';
import { PRICE_REFRESH_MS } from '../../features/crypto/market-info';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { cryptoNavEn } from '../../lib/i18n/en/crypto-nav';

registerTexts(cryptoNavEn);

/** Answers that say there is no exchange to reach (rather than a fault of one request). */
const NO_EXCHANGE_STATUSES: readonly number[] = [404, 501, 502, 503, 504];

function exchangeIsAbsent(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    (error instanceof ApiError && NO_EXCHANGE_STATUSES.includes(error.status))
  );
}

type Children = (terms: ExchangeTerms) => ReactNode;

// Assumption A-200 (docs/assumptions.md): crypto opens unless configuration turns it off, while
// the exchange answers GET /info, for a party whose standing lets it trade; no contract field.
function OpenGate({ companyId, children }: { companyId: string | undefined; children: Children }) {
  const { t } = useI18n();
  const capabilities = usePartyCapabilities(companyId);
  // Read as the market reads it: one read serves both while it is fresh.
  const info = useQuery({ ...cryptoQueries.info(), staleTime: PRICE_REFRESH_MS });
  const { terms } = useExchangeTerms(companyId);
  const trade = capabilities.data?.capabilities.trade;
  const company = capabilities.data?.company;

  if (trade && !trade.allowed) return <NotAllowedNotice reason={trade.reason} company={company} />;
  if (capabilities.isError) {
    const retry = () => void capabilities.refetch();
    return <ErrorMessage error={describeError(capabilities.error)} onRetry={retry} />;
  }
  // Once the prices have come, a failed refresh is the page's to show (they stay, marked old).
  if (info.data === undefined && info.isError) {
    const retry = () => void info.refetch();
    return exchangeIsAbsent(info.error) ? (
      <ExchangeUnavailable reason="down" onRetry={retry} />
    ) : (
      <ErrorMessage error={describeError(info.error)} onRetry={retry} />
    );
  }
  if (!trade || info.data === undefined || !terms) {
    return <Loading label={t('cryptoNav.offer.loading')} />;
  }
  return children(terms);
}

/**
 * What the crypto pages show only when there is an exchange to use: the tenant offers crypto
 * (`features.crypto`), the party's standing lets it trade (its capability `trade`) and the
 * exchange answers GET /info. Otherwise why not, in words. Children get the party's terms
 * (the order fee as far as the contract says it).
 */
export function CryptoMarketGate({
  companyId,
  children,
}: {
  companyId: string | undefined;
  children: Children;
}) {
  const { features } = useConfig();
  if (!features.crypto) return <ExchangeUnavailable reason="off" />;
  return <OpenGate companyId={companyId}>{children}</OpenGate>;
}
