import { isOrderTypeEnabled, pairCurrencies, type OrderType } from '../../domain/crypto/pair-rules';
import { ORDER_SIDES, type OrderSide, type PairInfo } from '../../api/crypto/schemas';
import { ChoiceGroup } from '../../components/forms/choice-group';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { OrderFormValues } from './order-form-values';
import { assetName, pairName } from './pair-words';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

const TYPES: readonly OrderType[] = ['market', 'limit'];

/**
 * The order's side (buy or sell the pair's base) and type (one the pair does not take is shown,
 * disabled, with why), each with its problem.
 */
export function OrderFormChoices({
  pairInfo,
  pair,
  side,
  type,
  errors,
  onChange,
}: {
  pairInfo: PairInfo | undefined;
  pair: string;
  side: OrderSide;
  type: OrderType;
  errors: Partial<Record<keyof OrderFormValues, string>>;
  onChange: (patch: Partial<OrderFormValues>) => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const currencies = pairCurrencies(pair);
  const base = currencies ? assetName(currencies.base, i18n) : '';
  const pairWords = pairName(pair, i18n);
  return (
    <>
      <ChoiceGroup
        name="side"
        legend={t('cryptoMarket.field.side')}
        value={side}
        onChange={(chosen) => onChange({ side: chosen === 'sell' ? 'sell' : 'buy' })}
        error={errors.side}
        options={ORDER_SIDES.map((option) => {
          const words = option === 'sell' ? 'Sell' : 'Buy';
          return {
            value: option,
            label: currencies
              ? t(`cryptoMarket.field.side${words}`, { base })
              : t(`cryptoMarket.field.side${words}Any`),
            hint: currencies
              ? t(`cryptoMarket.field.side${words}Hint`, { base, quote: currencies.quote })
              : undefined,
          };
        })}
      />
      <ChoiceGroup
        name="type"
        legend={t('cryptoMarket.field.type')}
        value={type}
        onChange={(chosen) => onChange({ type: chosen === 'limit' ? 'limit' : 'market' })}
        error={errors.type}
        options={TYPES.map((option) => {
          const enabled = !pairInfo || isOrderTypeEnabled(pairInfo, option);
          const words = option === 'limit' ? 'Limit' : 'Market';
          return {
            value: option,
            label: t(`cryptoMarket.field.type${words}`),
            hint: enabled
              ? t(`cryptoMarket.field.type${words}Hint`)
              : t('cryptoMarket.field.typeDisabled', {
                  type: t(`cryptoMarket.typeInSentence.${option}`),
                  pair: pairWords,
                }),
            disabled: !enabled,
          };
        })}
      />
    </>
  );
}
