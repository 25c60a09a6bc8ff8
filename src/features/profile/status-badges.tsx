import type { ClientAdm, ClientKyc, ClientProfile } from '../../api/client/schemas';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { useI18n } from '../../lib/i18n/i18n';
import { readableValue } from '../../utils/readable-value';

const admTone: Record<ClientAdm, BadgeTone> = {
  'adm:active': 'success',
  'adm:blocked': 'danger',
  'adm:suspended': 'warning',
};

const kycTone: Record<ClientKyc, BadgeTone> = {
  'kyc:confirmed': 'success',
  'kyc:pending': 'info',
  'kyc:unconfirmed': 'neutral',
  'kyc:rejected': 'danger',
  'kyc:resubmission': 'warning',
};

const isKnown = <K extends string>(table: Record<K, BadgeTone>, value: string): value is K =>
  Object.hasOwn(table, value);

// A value the spec does not list (Assumption A-295) is shown as the bank's word made readable.
export function AdmBadge({ adm }: { adm: ClientProfile['adm'] }) {
  const { t } = useI18n();
  if (!isKnown(admTone, adm)) return <Badge tone="neutral">{readableValue(adm)}</Badge>;
  return <Badge tone={admTone[adm]}>{t(`adm.${adm}`)}</Badge>;
}

export function KycBadge({ kyc }: { kyc: ClientProfile['kyc'] }) {
  const { t } = useI18n();
  if (!isKnown(kycTone, kyc)) return <Badge tone="neutral">{readableValue(kyc)}</Badge>;
  return <Badge tone={kycTone[kyc]}>{t(`kyc.${kyc}`)}</Badge>;
}
