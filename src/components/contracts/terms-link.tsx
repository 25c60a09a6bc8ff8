import { useConfig } from '../../config/config-context';
import { useI18n } from '../../lib/i18n/i18n';

/** The configured terms document of a contract (`{contractId}` filled in), or null. */
export function termsUrlFor(template: string | undefined, contractId: string): string | null {
  if (!template) return null;
  return template.replaceAll('{contractId}', encodeURIComponent(contractId));
}

/**
 * "Read the terms of Premium (opens in a new tab)": the contract's terms document, readable
 * before accepting it. Nothing when the configuration names no terms URL.
 */
export function TermsLink({ contractId, title }: { contractId: string; title: string }) {
  const { legal } = useConfig();
  const { t } = useI18n();
  const href = termsUrlFor(legal.termsUrl, contractId);
  if (!href) return null;
  return (
    <p className="terms-link">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t('legal.termsLink', { title })}
      </a>
    </p>
  );
}
