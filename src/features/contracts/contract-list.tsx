import { useEffect, useMemo, useRef } from 'react';
import type { Contract } from '../../api/contracts/schemas';
import { contractsToOffer } from '../../domain/contracts/offered';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { ContractCard } from './contract-card';
import { isSelectable } from './contract-terms';
import { contractsEn } from '../../lib/i18n/en/contracts';

registerTexts(contractsEn);

/**
 * The contracts on offer side by side (one column on a narrow screen): only those that can be
 * taken, and the one just chosen if the bank withdrew it meanwhile (`contractsToOffer`). When
 * the person comes back from the confirm step, focus returns to the button they pressed (or to
 * the list, when that contract can no longer be chosen).
 */
export function ContractList({
  contracts,
  onChoose,
  returnFocusTo,
  intro,
}: {
  contracts: readonly Contract[];
  onChoose: (contractId: string) => void;
  /** The contract whose "Choose" button gets focus when the list appears. */
  returnFocusTo: string | null;
  /** What the list is for; the client's own contract by default. */
  intro?: string;
}) {
  const { t } = useI18n();
  const list = useRef<HTMLUListElement>(null);
  const offered = useMemo(
    () => contractsToOffer(contracts, [returnFocusTo]),
    [contracts, returnFocusTo],
  );

  // Only when focus has nowhere else to be: the confirm step (or a button that
  // the catalogue no longer has) has just gone away.
  useEffect(() => {
    if (returnFocusTo === null) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-contract-id]');
    const button = [...(buttons ?? [])].find((b) => b.dataset['contractId'] === returnFocusTo);
    (button ?? list.current)?.focus();
  }, [returnFocusTo, offered]);

  return (
    <>
      <p className="contracts__intro">{intro ?? t('contracts.intro')}</p>
      {offered.some(isSelectable) ? null : (
        <p className="contracts__note">{t('contracts.noneAvailable')}</p>
      )}
      <ul
        className="contracts__grid"
        aria-label={t('contracts.listLabel')}
        ref={list}
        tabIndex={-1}
      >
        {offered.map((contract) => (
          <li key={contract.id} className="contracts__item">
            <ContractCard contract={contract} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </>
  );
}
