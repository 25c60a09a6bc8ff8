import type { ReactNode } from 'react';
import { usePartyCapabilities } from '../../api/companies/use-party-capabilities';
import { useExchangeOffer, type ExchangeOffer } from '../../api/crypto/exchange-offer';
import { describeError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Loading } from '../../components/ui/loading';
import { NotAllowedNotice } from '../../features/accounts/not-allowed-notice';
import { MarketNotOffered } from '../../features/crypto/market-not-offered';
import { cryptoNavEn } from '../../lib/i18n/en/crypto-nav';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';

registerTexts(cryptoNavEn);

export type OfferedExchange = Extract<ExchangeOffer, { offered: true }>;

/**
 * What the market and the order form show only when the party may trade (its capability
 * `trade`) under a contract that offers the exchange: otherwise why not, in words,
 * with where to act on it. The profile, the company and the contracts are read together.
 */
export function CryptoMarketGate({
  companyId,
  children,
}: {
  companyId: string | undefined;
  children: (offer: OfferedExchange) => ReactNode;
}) {
  const { t } = useI18n();
  const capabilities = usePartyCapabilities(companyId);
  const exchange = useExchangeOffer(companyId);
  const trade = capabilities.data?.capabilities.trade;
  const company = capabilities.data?.company;

  if (trade && !trade.allowed) return <NotAllowedNotice reason={trade.reason} company={company} />;
  const failed = capabilities.isError ? capabilities : exchange.isError ? exchange : null;
  if (failed) {
    return <ErrorMessage error={describeError(failed.error)} onRetry={() => failed.refetch()} />;
  }
  const { offer } = exchange;
  if (!trade || !offer) return <Loading label={t('cryptoNav.offer.loading')} />;
  if (!offer.offered) {
    return <MarketNotOffered company={companyId ? { companyId, name: company?.name } : null} />;
  }
  return children(offer);
}
