import type { ClientKyc, ClientProfile } from '../../api/client/schemas';
import { standingOf, type Standing } from '../../domain/client/capabilities';
import type { BadgeTone } from '../../components/ui/status-pill';
import { pillToneOf, StatusPill } from '../../components/ui/status-pill';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { profileEn } from '../../lib/i18n/en/profile';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { readableValue } from '../../utils/readable-value';
import { standingEn } from '../../lib/i18n/en/standing';

registerTexts(standingEn, profileEn);

/** The words and tone of each standing but `other`, which is the bank's own word. */
const standingLook: Record<Exclude<Standing, 'other'>, [MessageKey, BadgeTone]> = {
  active: ['adm.adm:active', 'success'],
  blocked: ['adm.adm:blocked', 'danger'],
  suspended: ['adm.adm:suspended', 'warning'],
  notYetActive: ['standing.profile.notYetActive', 'info'],
  notActive: ['standing.profile.notActive', 'danger'],
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

/**
 * The client's standing as a whole (`standingOf`): "Active" only when nothing stands in the
 * way, so never beside a rejected identity check. An administrative status the spec does not
 * list (Assumption A-295) is shown as the bank's word made readable.
 */
export function StandingBadge({ profile }: { profile: ClientProfile }) {
  const { t } = useI18n();
  const standing = standingOf(profile);
  if (standing === 'other') {
    return <StatusPill tone="neutral">{readableValue(profile.adm)}</StatusPill>;
  }
  const [key, tone] = standingLook[standing];
  return <StatusPill tone={pillToneOf(tone)}>{t(key)}</StatusPill>;
}

export function KycBadge({ kyc }: { kyc: ClientProfile['kyc'] }) {
  const { t } = useI18n();
  if (!isKnown(kycTone, kyc)) return <StatusPill tone="neutral">{readableValue(kyc)}</StatusPill>;
  return <StatusPill tone={pillToneOf(kycTone[kyc])}>{t(`kyc.${kyc}`)}</StatusPill>;
}
