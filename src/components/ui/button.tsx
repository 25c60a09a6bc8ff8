import type { ComponentProps } from 'react';
import { Icon, type IconComponent } from './icon';

/**
 * primary: the one main action of a screen or form; secondary: the others; quiet: a
 * low-key action among content (no border until hovered); danger: an action that cannot be
 * undone; link: an action that reads as a link inside text. They differ by colour only: one
 * shape, one height, one focus ring (components.css).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'link';

/** The classes of a button, for a router link that looks like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return ['button', `button--${variant}`, className].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  icon,
  className,
  type = 'button',
  children,
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; icon?: IconComponent }) {
  return (
    <button type={type} className={buttonClasses(variant, className)} {...props}>
      {icon ? <Icon icon={icon} /> : null}
      {children}
    </button>
  );
}

/**
 * A button shown as its icon alone, a square of the touch target (quiet unless told).
 * `label` is its whole name for assistive technology ("Copy IBAN"), read instead of the icon;
 * `children` may replace the icon (a copy button's check).
 */
export function IconButton({
  icon,
  label,
  variant = 'quiet',
  className,
  type = 'button',
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label'> & {
  icon: IconComponent;
  label: string;
  variant?: ButtonVariant;
}) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, `button--icon ${className ?? ''}`.trim())}
      {...props}
    >
      {children ?? <Icon icon={icon} />}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
