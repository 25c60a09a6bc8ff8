import { useState, type FormEvent } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import {
  isOrderTypeEnabled,
  minimumVolume,
  pairCurrencies,
  volumeDecimals,
  type OrderType,
} from '../../domain/crypto/pair-rules';
import { ORDER_SIDES, type ExchangeInfo } from '../../api/crypto/schemas';
import { RefusalNotice, type RefusalTexts } from '../../components/errors/refusal-notice';
import { ChoiceGroup } from '../../components/forms/choice-group';
import { ErrorSummary } from '../../components/forms/error-summary';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import { Button } from '../../components/ui/button';
import { translateMessage } from '../../lib/i18n/encoded-message';
import { exchangeAmountText } from './amount-text';
import { validationEn } from '../../lib/i18n/en/validation';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { OrderFormAccounts } from './order-form-accounts';
import { liveEstimate, OrderFormEstimate } from './order-form-estimate';
import { orderFormSchema, type PreparedOrder } from './order-form-schema';
import { ORDER_FIELDS, type OrderField, type OrderFormValues } from './order-form-values';
import type { OrderRefusal } from './order-review-refusal';
import { orderCurrencies } from './pair-accounts';
import { assetName, pairName } from './pair-words';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

// Schema messages are validation keys, translated here (translateMessage).
registerTexts(cryptoMarketEn, validationEn);

const TYPES: readonly OrderType[] = ['market', 'limit'];

/** The words of the exchange's refusal of the last attempt, shown above the form. */
const REFUSAL_TEXTS: RefusalTexts = {
  title: 'cryptoMarket.refused.title',
  bankText: 'cryptoMarket.refused.bankText',
  nothingLost: 'cryptoMarket.refused.nothingLost',
};

/**
 * Step 1: pair, side, order type (one the pair does not take is shown, disabled, with why),
 * the volume in the unit of the side, a limit order's price, and the accounts, with
 * the live estimate. Continue checks everything with the order form's schema (each problem at
 * its field and in the summary) and hands the prepared order to the review. Everything typed
 * stays as typed.
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
  onChange: (patch: Partial<OrderFormValues>) => void;
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
  const [problems, setProblems] = useState<Partial<Record<OrderField, string>>>(() =>
    refusal?.field ? { [refusal.field]: t(refusal.key) } : {},
  );
  const [attempt, setAttempt] = useState(0);
  const pairInfo = Object.hasOwn(info.pairs, values.pair) ? info.pairs[values.pair] : undefined;
  const currencies = pairCurrencies(values.pair);
  const sides = orderCurrencies(values.pair, values.side);

  const change = (patch: Partial<OrderFormValues>) => {
    onChange(patch);
    // A changed field no longer shows its old problem.
    setProblems((known) =>
      Object.fromEntries(Object.entries(known).filter(([field]) => !(field in patch))),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    const parsed = orderFormSchema({
      info,
      accounts,
      feePercentage,
      sendAccounts,
      locale,
    }).safeParse(values);
    if (parsed.success) {
      setProblems({});
      onContinue(parsed.data);
      return;
    }
    const found: Partial<Record<OrderField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as OrderField;
      found[field] ??= translateMessage(issue.message, i18n);
    }
    setProblems(found);
  };

  const items = ORDER_FIELDS.flatMap((field) => {
    const message = problems[field];
    return message ? [{ field, message }] : [];
  });
  const estimate = liveEstimate(values, pairInfo, feePercentage, locale);
  const base = currencies ? assetName(currencies.base, i18n) : '';
  const pairWords = pairName(values.pair, i18n);

  return (
    <form className="form crypto-trade__form" noValidate onSubmit={submit}>
      <ErrorSummary title={t('cryptoMarket.trade.errorSummary')} items={items} focusKey={attempt} />
      {refusal ? (
        <RefusalNotice refusal={refusal} texts={REFUSAL_TEXTS} className="crypto-trade__refusal" />
      ) : null}
      <SelectField
        name="pair"
        label={t('cryptoMarket.field.pair')}
        placeholder={pairInfo ? undefined : t('cryptoMarket.problem.pair')}
        value={pairInfo ? values.pair : ''}
        onChange={(pair) => change({ pair })}
        error={problems.pair}
        options={Object.keys(info.pairs).map((pair) => ({
          value: pair,
          label: t('cryptoMarket.field.pairOption', { name: pairName(pair, i18n), pair }),
        }))}
      />
      <ChoiceGroup
        name="side"
        legend={t('cryptoMarket.field.side')}
        value={values.side}
        onChange={(side) => change({ side: side === 'sell' ? 'sell' : 'buy' })}
        error={problems.side}
        options={ORDER_SIDES.map((side) => {
          const words = side === 'sell' ? 'Sell' : 'Buy';
          return {
            value: side,
            label: t(`cryptoMarket.field.side${words}`, { base }),
            hint: currencies
              ? t(`cryptoMarket.field.side${words}Hint`, { base, quote: currencies.quote })
              : undefined,
          };
        })}
      />
      <ChoiceGroup
        name="type"
        legend={t('cryptoMarket.field.type')}
        value={values.type}
        onChange={(type) => change({ type: type === 'limit' ? 'limit' : 'market' })}
        error={problems.type}
        options={TYPES.map((type) => {
          const enabled = !pairInfo || isOrderTypeEnabled(pairInfo, type);
          const words = type === 'limit' ? 'Limit' : 'Market';
          return {
            value: type,
            label: t(`cryptoMarket.field.type${words}`),
            hint: enabled
              ? t(`cryptoMarket.field.type${words}Hint`)
              : t('cryptoMarket.field.typeDisabled', {
                  type: t(`cryptoMarket.typeInSentence.${type}`),
                  pair: pairWords,
                }),
            disabled: !enabled,
          };
        })}
      />
      {pairInfo && sides ? (
        <>
          <TextField
            name="volume"
            label={t(
              values.side === 'buy'
                ? 'cryptoMarket.field.volumeBuy'
                : 'cryptoMarket.field.volumeSell',
              { currency: sides.from },
            )}
            hint={t('cryptoMarket.field.volumeHint', {
              minimum: exchangeAmountText(
                minimumVolume(pairInfo, values.type, values.side),
                sides.from,
                volumeDecimals(pairInfo, values.side),
                locale,
              ),
              decimals: volumeDecimals(pairInfo, values.side),
            })}
            inputMode="decimal"
            autoComplete="off"
            className="crypto-trade__amount"
            value={values.volume}
            error={problems.volume}
            onChange={(event) => change({ volume: event.target.value })}
          />
          {values.type === 'limit' && currencies ? (
            <TextField
              name="desiredPrice"
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
              value={values.desiredPrice}
              error={problems.desiredPrice}
              onChange={(event) => change({ desiredPrice: event.target.value })}
            />
          ) : null}
          <OrderFormAccounts
            pairInfo={pairInfo}
            side={values.side}
            from={sides.from}
            to={sides.to}
            accounts={accounts}
            fromId={values.fromId}
            toId={values.toId}
            sendAccounts={sendAccounts}
            onChange={change}
            errors={problems}
            companyId={companyId}
          />
          <OrderFormEstimate
            parts={
              estimate
                ? {
                    pair: values.pair,
                    side: values.side,
                    type: values.type,
                    pairInfo,
                    volume: estimate.volume,
                    estimate: estimate.estimate,
                    feePercentage,
                    from: accounts.find((account) => account.id === values.fromId),
                    to: sendAccounts
                      ? accounts.find((account) => account.id === values.toId)
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
