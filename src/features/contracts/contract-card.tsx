import { useId } from 'react';
import type { Contract } from '../../api/contracts/schemas';
import { StatusPill } from '../../components/ui/status-pill';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { ContractDetails } from './contract-details';
import { contractTitle, isSelectable } from './contract-terms';
import { contractsEn } from '../../lib/i18n/en/contracts';

registerTexts(contractsEn);

/**
 * One contract of the catalogue: title and terms, with a "Choose …" button, or the reason it
 * cannot be chosen. Its `level` is the bank's ranking of its contracts, not shown.
 */
export function ContractCard({
  contract,
  onChoose,
}: {
  contract: Contract;
  onChoose: (contractId: string) => void;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const title = contractTitle(contract);
  const selectable = isSelectable(contract);

  return (
    <Card
      as="article"
      className={selectable ? 'contract-card' : 'contract-card contract-card--unavailable'}
      aria-labelledby={titleId}
    >
      <header className="contract-card__header">
        <h2 id={titleId} className="contract-card__title">
          {title}
        </h2>
      </header>
      {selectable ? null : (
        <p className="contract-card__reason">
          <StatusPill tone="neutral">{t('contracts.unavailable')}</StatusPill>{' '}
          {t('contracts.unavailableReason')}
        </p>
      )}
      <ContractDetails contract={contract} />
      {selectable ? (
        <div className="contract-card__actions">
          <Button data-contract-id={contract.id} onClick={() => onChoose(contract.id)}>
            {t('contracts.choose', { title })}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
