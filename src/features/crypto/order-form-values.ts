import type { OrderType } from '../../domain/crypto/pair-rules';
import type { OrderSide } from '../../api/crypto/schemas';

/** What the order form holds, exactly as typed or chosen (read when the step is left). */
export interface OrderFormValues {
  pair: string;
  side: OrderSide;
  type: OrderType;
  /** As typed, in the person's locale. */
  volume: string;
  /** As typed; used for limit orders only. */
  desiredPrice: string;
  fromId: string;
  toId: string;
}

export type OrderField = keyof OrderFormValues;

/** The form's fields in page order (the error summary lists problems in it). */
export const ORDER_FIELDS: readonly OrderField[] = [
  'pair',
  'side',
  'type',
  'volume',
  'desiredPrice',
  'fromId',
  'toId',
];

export const EMPTY_ORDER: OrderFormValues = {
  pair: '',
  side: 'buy',
  type: 'market',
  volume: '',
  desiredPrice: '',
  fromId: '',
  toId: '',
};

export function isOrderSide(value: string | null | undefined): value is OrderSide {
  return value === 'buy' || value === 'sell';
}
