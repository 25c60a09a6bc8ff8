import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Company } from '../../api/companies/schemas';
import { contractTitle, isSelectable } from '../../domain/contracts/contract-title';
import { contractQueries } from '../../api/contracts/queries';
import { describeError } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { QueryState } from '../../components/ui/query-state';
import { StatePanel } from '../../components/verifier/state-panel';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { ContractCatalogue, ContractTerms } from './company-contract-parts';
import { CompanyContractReview } from './company-contract-review';
import { CompanyNextSteps } from './company-next-steps';
import { companiesEn } from '../../lib/i18n/en/companies';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';
import { contractsEn } from '../../lib/i18n/en/contracts';

registerTexts(companiesEn, companyStepsEn, contractsEn);

type View =
  | { kind: 'current' }
  | { kind: 'choose'; returnFocusTo: string | null }
  | { kind: 'review'; contractId: string }
  | { kind: 'accepted'; contractId: string };

/**
 * The company's contract: the one it has (in words, with its terms, and a way to change it),
 * or the contracts on offer (GET /contracts/clients) compared, one reviewed, then accepted for
 * the company.
 */
// Assumption A-106 (docs/assumptions.md): companies choose from the client catalogue, and an
// accepted contract may be replaced.
export function CompanyContract({
  company,
  name,
  Catalogue,
  Terms,
}: {
  company: Company;
  name: string;
  Catalogue: ContractCatalogue;
  Terms: ContractTerms;
}) {
  const { t } = useI18n();
  const catalogue = useQuery(contractQueries.list());
  const [view, setView] = useState<View>(
    company.contractId ? { kind: 'current' } : { kind: 'choose', returnFocusTo: null },
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After a change of view (not on arrival), the new view's heading takes focus.
    if (moved.current && (view.kind === 'current' || view.kind === 'accepted')) {
      heading.current?.focus();
    }
    moved.current = true;
  }, [view.kind]);

  const backToList = (contractId: string) => setView({ kind: 'choose', returnFocusTo: contractId });

  return (
    <QueryState
      query={catalogue}
      describeError={describeError}
      loadingLabel={t('contracts.loading')}
      errorTitle={t('contracts.loadFailed')}
    >
      {(contracts) => {
        const find = (id: string | null | undefined) => contracts.find((c) => c.id === id);
        const chosen = view.kind === 'review' ? find(view.contractId) : undefined;
        if (chosen && isSelectable(chosen)) {
          return (
            <CompanyContractReview
              key={chosen.id}
              companyId={company.companyId}
              name={name}
              contract={chosen}
              Terms={Terms}
              onBack={() => backToList(chosen.id)}
              onChooseAnother={() => {
                backToList(chosen.id);
                void catalogue.refetch();
              }}
              onAccepted={() => setView({ kind: 'accepted', contractId: chosen.id })}
            />
          );
        }

        if (view.kind === 'accepted' || (view.kind === 'current' && company.contractId)) {
          const id = view.kind === 'accepted' ? view.contractId : company.contractId;
          const contract = find(id);
          // Assumption A-230 (docs/assumptions.md): an id the catalogue lacks is the company's
          // own contract: named as the bank gives it.
          const title = contract ? contractTitle(contract) : (id ?? '');
          return (
            <StatePanel
              tone="success"
              headingRef={heading}
              title={
                view.kind === 'accepted'
                  ? t('companies.contractStep.done.title', { name, title })
                  : t('companies.contractStep.current.title', { name, title })
              }
            >
              <p>{t('companies.contractStep.current.body', { title })}</p>
              {contract ? (
                <Terms contract={contract} />
              ) : (
                <p>{t('companies.contractOwnBody', { id: title })}</p>
              )}
              <Button
                variant="secondary"
                // No contract's button to return to: focus goes to the list.
                onClick={() => setView({ kind: 'choose', returnFocusTo: '' })}
              >
                {t('companies.contractStep.current.change')}
              </Button>
              <CompanyNextSteps company={{ ...company, contractId: id }} name={name} />
            </StatePanel>
          );
        }

        return (
          <Catalogue
            contracts={contracts}
            onChoose={(contractId) => setView({ kind: 'review', contractId })}
            returnFocusTo={view.kind === 'choose' ? view.returnFocusTo : null}
            intro={t('companies.contractStep.intro', { name })}
          />
        );
      }}
    </QueryState>
  );
}
