import { z } from 'zod/mini';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import {
  isOrderTypeEnabled,
  minimumVolume,
  pairCurrencies,
  VOLUME_MAX_LENGTH,
  volumeDecimals,
  volumeProblem,
} from '../../domain/crypto/pair-rules';
import {
  orderBodySchema,
  orderBodyWithAccountsSchema,
  ORDER_SIDES,
  ORDER_TYPES,
  type CreateOrderBody,
  type ExchangeInfo,
  type PairInfo,
} from '../../api/crypto/schemas';
import { encodeMessage } from '../../lib/i18n/encoded-message';
import { exchangeAmountText } from './amount-text';
import { parseAmountInput, type AmountInputProblem } from '../../lib/i18n/parse-amount';
import { estimateOrder, type FeeEstimate } from './order-form-estimate';
import { accountsIn, orderCurrencies } from './pair-accounts';
import type { OrderField } from './order-form-values';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(cryptoMarketEn);

/** What the form's rules need besides the values. */
export interface OrderFormContext {
  info: ExchangeInfo;
  /** The party's accounts with their balances. */
  accounts: readonly CombinedAccount[];
  /** The contract's fee in per cent of the volume on the pair, or null: not known. */
  feePercentage: string | null;
  /** Whether the body names the accounts (`features.cryptoOrderAccounts`, A-122). */
  sendAccounts: boolean;
  locale: string;
}

/** An order ready to review and place: the request body and what the person is shown. */
export interface PreparedOrder {
  body: CreateOrderBody;
  pairInfo: PairInfo;
  base: string;
  quote: string;
  /** The currency of the volume (the quote when buying, the base when selling). */
  volumeCurrency: string;
  /** The currency that arrives. */
  receiveCurrency: string;
  from: CombinedAccount;
  /** The account chosen to receive into; undefined when the exchange decides. */
  to: CombinedAccount | undefined;
  feePercentage: string | null;
  /** At the prices of the moment the form was left (the review reads them again). */
  estimate: FeeEstimate;
}

const valuesSchema = z.object({
  pair: z.string(),
  side: z.enum(ORDER_SIDES),
  type: z.enum(ORDER_TYPES),
  volume: z.string(),
  desiredPrice: z.string(),
  fromId: z.string(),
  toId: z.string(),
});

type Issue = { field: OrderField; message: string };

/** The message of a typed amount that could not be read (an encoded i18n message). */
function unreadable(reason: AmountInputProblem, decimals: number, example: string): string {
  switch (reason) {
    case 'empty':
    case 'notANumber':
      return encodeMessage('cryptoMarket.problem.notANumber', { example });
    case 'tooManyDecimals':
      return decimals === 0
        ? encodeMessage('cryptoMarket.problem.wholeNumber')
        : encodeMessage('cryptoMarket.problem.tooManyDecimals', { decimals });
    case 'notPositive':
      return encodeMessage('cryptoMarket.problem.notPositive');
    case 'tooLong':
      return encodeMessage('cryptoMarket.problem.tooLong', { max: VOLUME_MAX_LENGTH });
  }
}

/**
 * The order form's rules as one zod schema over the values as typed: a listed pair, a side,
 * an order type the pair takes, the volume read in the person's locale within the pair rules
 * (its decimals, 1–36 characters, the type's minimum, at most what the paying account has
 * available), a price for a limit order, the account it pays from, and the one it receives
 * into where the body names the accounts. Its output is the prepared order, whose body passes
 * the request's own schema. Messages are
 * encoded i18n keys (translateMessage turns them into words).
 */
// Assumption A-130 (docs/assumptions.md): what a typed volume may be; the fee is inside it.
export function orderFormSchema(ctx: OrderFormContext) {
  const amountText = (value: string, currency: string, decimals: number) =>
    exchangeAmountText(value, currency, decimals, ctx.locale);

  return z.pipe(
    valuesSchema,
    z.transform((values: z.output<typeof valuesSchema>, zod): PreparedOrder => {
      const issues: Issue[] = [];
      const add = (field: OrderField, message: string) => {
        if (!issues.some((issue) => issue.field === field)) issues.push({ field, message });
      };
      const pairInfo = Object.hasOwn(ctx.info.pairs, values.pair)
        ? ctx.info.pairs[values.pair]
        : undefined;
      const currencies = pairCurrencies(values.pair);
      const sides = orderCurrencies(values.pair, values.side);
      if (!pairInfo || !currencies || !sides) {
        add('pair', encodeMessage('cryptoMarket.problem.pair'));
        issues.forEach(({ field, message }) => zod.issues.push(custom(values, field, message)));
        return z.NEVER;
      }
      if (!isOrderTypeEnabled(pairInfo, values.type)) {
        add('type', encodeMessage('cryptoMarket.problem.type'));
      }

      const from = accountsIn(ctx.accounts, sides.from).find((item) => item.id === values.fromId);
      const to = accountsIn(ctx.accounts, sides.to).find((item) => item.id === values.toId);
      if (!from)
        add('fromId', encodeMessage('cryptoMarket.problem.from', { currency: sides.from }));
      if (!to && ctx.sendAccounts) {
        add('toId', encodeMessage('cryptoMarket.problem.to', { currency: sides.to }));
      }

      const decimals = volumeDecimals(pairInfo, values.side);
      const volume = readVolume(values.volume, values.side, decimals, ctx.locale);
      if (!volume.ok) add('volume', volume.message);
      else {
        const available = from?.balances?.available;
        const problem = volumeProblem(volume.value, pairInfo, values.type, values.side, available);
        const minimum = minimumVolume(pairInfo, values.type, values.side);
        if (problem === 'belowMinimum') {
          add(
            'volume',
            encodeMessage(
              values.side === 'buy'
                ? 'cryptoMarket.problem.belowMinimumBuy'
                : 'cryptoMarket.problem.belowMinimumSell',
              { minimum: amountText(minimum, sides.from, decimals) },
            ),
          );
        } else if (problem === 'aboveAvailable') {
          add(
            'volume',
            encodeMessage('cryptoMarket.problem.aboveAvailable', {
              available: amountText(available ?? '0', sides.from, decimals),
            }),
          );
        } else if (problem) add('volume', unreadable(problem, decimals, example(decimals)));
      }

      let desiredPrice: string | undefined;
      if (values.type === 'limit') {
        const price = parseAmountInput(values.desiredPrice, ctx.locale, {
          maxDecimals: pairInfo.maxdqc,
          maxCharacters: VOLUME_MAX_LENGTH,
        });
        if (price.ok) desiredPrice = price.value;
        else if (price.reason === 'empty') {
          add('desiredPrice', encodeMessage('cryptoMarket.problem.priceEmpty', currencies));
        } else if (price.reason === 'notANumber') {
          add(
            'desiredPrice',
            encodeMessage('cryptoMarket.problem.priceNotANumber', {
              example: example(pairInfo.maxdqc),
            }),
          );
        } else add('desiredPrice', unreadable(price.reason, pairInfo.maxdqc, ''));
      }

      const order = {
        pair: values.pair,
        side: values.side,
        volume: volume.ok ? volume.value : '',
        settings: desiredPrice ? { type: values.type, desiredPrice } : { type: values.type },
      };
      // Assumption A-122 (docs/assumptions.md): the accounts go only where configured.
      const body = ctx.sendAccounts
        ? orderBodyWithAccountsSchema.safeParse({
            ...order,
            accountIdFrom: from?.id,
            accountIdTo: to?.id,
          })
        : orderBodySchema.safeParse(order);
      if (issues.length > 0 || !body.success || !from) {
        issues.forEach(({ field, message }) => zod.issues.push(custom(values, field, message)));
        if (issues.length === 0)
          zod.issues.push(custom(values, 'pair', 'cryptoMarket.problem.pair'));
        return z.NEVER;
      }
      return {
        body: body.data,
        pairInfo,
        ...currencies,
        volumeCurrency: sides.from,
        receiveCurrency: sides.to,
        from,
        to: ctx.sendAccounts ? to : undefined,
        feePercentage: ctx.feePercentage,
        estimate: estimateOrder({
          info: pairInfo,
          side: values.side,
          volume: body.data.volume,
          feePercentage: ctx.feePercentage,
          price: desiredPrice,
        }),
      };
    }),
  );
}

function custom(input: unknown, field: OrderField, message: string) {
  return { code: 'custom' as const, input, path: [field], message };
}

/** "100.50" with the pair's decimals, as an example of a number to type. */
function example(decimals: number): string {
  return decimals > 0 ? `100.${'5'.padEnd(Math.min(decimals, 2), '0')}` : '100';
}

/** The volume as typed, read in the locale within the volume's decimals and length. */
function readVolume(
  typed: string,
  side: 'buy' | 'sell',
  decimals: number,
  locale: string,
): { ok: true; value: string } | { ok: false; message: string } {
  if (typed.trim() === '') {
    return {
      ok: false,
      message: encodeMessage(
        side === 'buy'
          ? 'cryptoMarket.problem.volumeEmptyBuy'
          : 'cryptoMarket.problem.volumeEmptySell',
      ),
    };
  }
  // The length is checked on the canonical value (1–36), the decimals against the pair.
  const read = parseAmountInput(typed, locale, {
    maxDecimals: decimals,
    maxCharacters: VOLUME_MAX_LENGTH,
  });
  return read.ok
    ? read
    : { ok: false, message: unreadable(read.reason, decimals, example(decimals)) };
}
