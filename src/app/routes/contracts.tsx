import { useNavigate } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { paths } from '../../config/routes';
import { ContractChooser } from '../../features/contracts/contract-chooser';
import { useI18n } from '../../lib/i18n/i18n';

/** Onboarding step: choose and accept a client contract, then continue the guided path. */
export function ContractsRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <section>
      <PageHeading>{t('contracts.title')}</PageHeading>
      <ContractChooser onAccepted={() => void navigate(paths.onboarding)} />
    </section>
  );
}
