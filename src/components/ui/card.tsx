import type { ComponentProps, ElementType } from 'react';

type CardElement = 'div' | 'section' | 'article';

export type CardProps<E extends CardElement = 'div'> = {
  /**
   * The element the card is: `section` or `article` when it has a heading
   * that names it (pass `aria-labelledby`), `div` (the default) otherwise.
   */
  as?: E;
  /** Classes added after `card`, for the card's area and modifiers. */
  className?: string | undefined;
} & Omit<ComponentProps<E>, 'className'>;

/** A bordered surface grouping one piece of a screen; every card looks the same. */
export function Card<E extends CardElement = 'div'>({ as, className, ...rest }: CardProps<E>) {
  const Element = (as ?? 'div') as ElementType;
  return <Element className={className ? `card ${className}` : 'card'} {...rest} />;
}
