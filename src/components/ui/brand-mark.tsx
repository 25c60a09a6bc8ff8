import { useConfig } from '../../config/config-context';
import { useShownScheme } from '../../lib/theme/use-color-scheme';

/**
 * The bank's mark from the configuration: its logo for the scheme on screen (the dark logo
 * under the dark scheme, the light one otherwise) and its name. The name is the accessible
 * text: next to it the logo is decorative (`alt=""`); alone (`nameHidden`) the logo carries it.
 * Without a logo the name stands alone.
 */
export function BrandMark({
  nameHidden = false,
  className,
  scheme: forScheme,
}: {
  nameHidden?: boolean;
  className?: string;
  /** The scheme it is drawn on, when not the screen's (paper is light whatever the screen). */
  scheme?: 'light' | 'dark';
}) {
  const { brand } = useConfig();
  const shown = useShownScheme();
  const scheme = forScheme ?? shown;
  const logo = brand.logo
    ? scheme === 'dark'
      ? (brand.logo.dark ?? brand.logo.light)
      : brand.logo.light
    : null;
  const showName = !logo || !nameHidden;
  return (
    <span className={className ? `brand-mark ${className}` : 'brand-mark'}>
      {logo ? (
        <img className="brand-mark__logo" src={logo} alt={showName ? '' : brand.name} height={32} />
      ) : null}
      {showName ? <span className="brand-mark__name">{brand.name}</span> : null}
    </span>
  );
}
