import { useMemo } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { minimumVolume, pairCurrencies, volumeDecimals } from '../../domain/crypto/pair-rules';
import type { ExchangeInfo } from '../../api/crypto/schemas';
import { RefusalNotice, type RefusalTexts } from '../../components/errors/refusal-notice';
import { ErrorSummary } from '../../components/forms/error-summary';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import { useStepForm } from '../../components/forms/use-step-form';
import { Button } from '../../components/ui/button';
import { exchangeAmountText } from './amount-text';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { OrderFormAccounts } from './order-form-accounts';
import { OrderFormChoices } from './order-form-choices';
import { liveEstimate, OrderFormEstimate } from './order-form-estimate';
import { orderFormSchema, type PreparedOrder } from './order-form-schema';
import { settleValues } from './order-form-settle';
import { ORDER_FIELDS, type OrderFormValues } from './order-form-values';
import type { OrderRefusal } from './order-review-refusal';
import { orderCurrencies } from './pair-accounts';
import { pairName } from './pair-words';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

/** The words of the exchange's refusal of the last attempt, shown above the form. */
const REFUSAL_TEXTS: RefusalTexts = {
  title: 'cryptoMarket.refused.title',
  bankText: 'cryptoMarket.refused.bankText',
  nothingLost: 'cryptoMarket.refused.nothingLost',
};

/**
 * Step 1: pair, side, order type (one the pair does not take is shown, disabled, with why),
 * the volume in the unit of the side, a limit order's price, and the accounts, with
 * the live estimate. Continue checks everything with the order form's schema through the
 * form's resolver (each problem at its field and in the summary) and hands the prepared order
 * to the review. Everything typed stays as typed, and goes back to the flow as it changes.
 */
export function OrderForm({
  values,
  onChange,
  info,
  accounts,
  feePercentage,
  sendAccounts,
  companyId,
  refusal,
  onContinue,
}: {
  values: OrderFormValues;
  onChange: (values: OrderFormValues) => void;
  info: ExchangeInfo;
  accounts: readonly CombinedAccount[];
  /** The fee on the chosen pair, or null: not known before placing. */
  feePercentage: string | null;
  /** Whether the order names the account to receive into. */
  sendAccounts: boolean;
  companyId: string | undefined;
  refusal: OrderRefusal | null;
  onContinue: (order: PreparedOrder) => void;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const schema = useMemo(
    () => orderFormSchema({ info, accounts, feePercentage, sendAccounts, locale }),
    [info, accounts, feePercentage, sendAccounts, locale],
  );
  const step = useStepForm(schema, {
    draft: values,
    onDraft: onChange,
    refusal,
    fields: ORDER_FIELDS,
  });
  const { values: current, errors: problems } = step;
  const pairInfo = Object.hasOwn(info.pairs, current.pair) ? info.pairs[current.pair] : undefined;
  const currencies = pairCurrencies(current.pair);
  const sides = orderCurrencies(current.pair, current.side);

  /** A change, then the type and accounts settled to fit it. */
  const change = (patch: Partial<OrderFormValues>) =>
    step.change(patch, (next) => settleValues(next, info, accounts));

  const estimate = liveEstimate(current, pairInfo, feePercentage, locale);

  return (
    <form className="form crypto-trade__form" noValidate onSubmit={step.submit(onContinue)}>
      <ErrorSummary
        title={t('cryptoMarket.trade.errorSummary')}
        items={step.items}
        focusKey={step.submitCount}
      />
      {refusal ? (
        <RefusalNotice refusal={refusal} texts={REFUSAL_TEXTS} className="crypto-trade__refusal" />
      ) : null}
      <SelectField
        name="pair"
        label={t('cryptoMarket.field.pair')}
        placeholder={pairInfo ? undefined : t('cryptoMarket.problem.pair')}
        value={pairInfo ? current.pair : ''}
        onChange={(pair) => change({ pair })}
        error={problems.pair}
        options={Object.keys(info.pairs).map((pair) => ({
          value: pair,
          label: t('cryptoMarket.field.pairOption', { name: pairName(pair, i18n), pair }),
        }))}
      />
      <OrderFormChoices
        pairInfo={pairInfo}
        pair={current.pair}
        side={current.side}
        type={current.type}
        errors={problems}
        onChange={change}
      />
      {pairInfo && sides ? (
        <>
          <TextField
            label={t(
              current.side === 'buy'
                ? 'cryptoMarket.field.volumeBuy'
                : 'cryptoMarket.field.volumeSell',
              { currency: sides.from },
            )}
            hint={t('cryptoMarket.field.volumeHint', {
              minimum: exchangeAmountText(
                minimumVolume(pairInfo, current.type, current.side),
                sides.from,
                volumeDecimals(pairInfo, current.side),
                locale,
              ),
              decimals: volumeDecimals(pairInfo, current.side),
            })}
            inputMode="decimal"
            autoComplete="off"
            className="crypto-trade__amount"
            error={problems.volume}
            {...step.typed('volume')}
          />
          {current.type === 'limit' && currencies ? (
            <TextField
              label={t('cryptoMarket.field.price', {
                base: currencies.base,
                quote: currencies.quote,
              })}
              hint={t('cryptoMarket.field.priceHint', {
                ask: exchangeAmountText(pairInfo.ask, currencies.quote, pairInfo.maxdqc, locale),
                bid: exchangeAmountText(pairInfo.bid, currencies.quote, pairInfo.maxdqc, locale),
              })}
              inputMode="decimal"
              autoComplete="off"
              className="crypto-trade__amount"
              error={problems.desiredPrice}
              {...step.typed('desiredPrice')}
            />
          ) : null}
          <OrderFormAccounts
            pairInfo={pairInfo}
            side={current.side}
            from={sides.from}
            to={sides.to}
            accounts={accounts}
            fromId={current.fromId}
            toId={current.toId}
            sendAccounts={sendAccounts}
            onChange={change}
            errors={problems}
            companyId={companyId}
          />
          <OrderFormEstimate
            parts={
              estimate
                ? {
                    pair: current.pair,
                    side: current.side,
                    type: current.type,
                    pairInfo,
                    volume: estimate.volume,
                    estimate: estimate.estimate,
                    feePercentage,
                    from: accounts.find((account) => account.id === current.fromId),
                    to: sendAccounts
                      ? accounts.find((account) => account.id === current.toId)
                      : undefined,
                  }
                : null
            }
          />
        </>
      ) : null}
      <div className="form__actions">
        <Button type="submit">{t('cryptoMarket.trade.continue')}</Button>
      </div>
    </form>
  );
}
