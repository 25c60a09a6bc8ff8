import { useQuery } from '@tanstack/react-query';
import { clientQueries } from '../../api/client/queries';
import { useState } from 'react';
import { contractQueries } from '../../api/contracts/queries';
import { describeError } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { QueryState } from '../../components/ui/query-state';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { ContractList } from './contract-list';
import { ClientStateProblem, contractProblemOf } from './contract-problem';
import { ContractReview } from './contract-review';
import { isSelectable } from './contract-terms';
import { contractsEn } from '../../lib/i18n/en/contracts';

registerTexts(contractsEn);

/**
 * Choosing and accepting a client contract: the catalogue (GET
 * /contracts/clients), then a confirm step that accepts the chosen contract
 * (POST /v2/clients/contract-accept, or the legacy PATCH /client/contract when
 * configured). `onAccepted` runs once the profile has been read again.
 */
export function ContractChooser({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useI18n();
  const list = useQuery(contractQueries.list());
  // Read in parallel with the catalogue: a client who has a contract has nothing to choose.
  const profile = useQuery(clientQueries.profile());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);

  const backToList = (contractId: string) => {
    setChosenId(null);
    setReturnFocusTo(contractId);
  };

  // The confirm step stays while it is open, even if the catalogue is read
  // again in the background (window focus): its own request decides.
  const chosen = list.data?.find((contract) => contract.id === chosenId && isSelectable(contract));
  if (chosen) {
    return (
      <ContractReview
        key={chosen.id}
        contract={chosen}
        onAccepted={onAccepted}
        onBack={() => backToList(chosen.id)}
        onChooseAnother={() => {
          backToList(chosen.id);
          void list.refetch();
        }}
      />
    );
  }

  // A contract already accepted (read from the profile) goes before the catalogue's answer.
  if (!list.isPending && profile.data?.contract) {
    return <ClientStateProblem problem="alreadyAccepted" />;
  }

  return (
    <QueryState
      query={list}
      describeError={describeError}
      loadingLabel={t('contracts.loading')}
      errorTitle={t('contracts.loadFailed')}
      renderError={(error) => {
        const problem = contractProblemOf(error);
        return problem === 'alreadyAccepted' || problem === 'noClient' ? (
          <ClientStateProblem problem={problem} />
        ) : undefined;
      }}
      isEmpty={(contracts) => contracts.length === 0}
      empty={
        <Card>
          <h2>{t('contracts.emptyTitle')}</h2>
          <p>{t('contracts.emptyBody')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('app.retry')}
          </Button>
        </Card>
      }
    >
      {(contracts) => (
        <ContractList contracts={contracts} onChoose={setChosenId} returnFocusTo={returnFocusTo} />
      )}
    </QueryState>
  );
}
