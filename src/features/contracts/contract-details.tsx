import type { Contract } from '../../api/contracts/schemas';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { contractTerms, describeAccountLimit, hasTerms } from './contract-terms';
import { describeFeeRule } from '../../components/contracts/fee-rule';
import { contractsEn } from '../../lib/i18n/en/contracts';

registerTexts(contractsEn);

/** What a contract allows and costs: accounts per currency, fee rules, system limits. */
export function ContractDetails({ contract }: { contract: Contract }) {
  const { t, locale } = useI18n();
  const terms = contractTerms(contract, locale);
  if (!hasTerms(terms)) return <p className="contract-details__none">{t('contracts.noTerms')}</p>;

  return (
    <div className="contract-details">
      {terms.accountLimits.length > 0 ? (
        <>
          <h3 className="contract-details__heading">{t('contracts.accountsHeading')}</h3>
          <ul className="contract-details__list">
            {terms.accountLimits.map((limit, index) => (
              <li key={`${limit.currency}-${index}`}>{describeAccountLimit(limit, locale)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {terms.feeGroups.length > 0 ? (
        <>
          <h3 className="contract-details__heading">{t('contracts.feesHeading')}</h3>
          {terms.feeGroups.map((group, groupIndex) => (
            <div key={groupIndex} className="contract-details__fee-group">
              {terms.feeGroups.length > 1 ? (
                <h4 className="contract-details__subheading">
                  {group.title ?? t('contracts.feesUntitled')}
                </h4>
              ) : null}
              <dl className="contract-details__fees">
                {group.rules.map((rule, index) => (
                  <div key={`${rule.currency}-${index}`} className="contract-details__fee">
                    <dt>{rule.currency}</dt>
                    <dd>{describeFeeRule(rule, locale)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </>
      ) : null}
      {terms.systemLimits.length > 0 ? (
        <>
          <h3 className="contract-details__heading">{t('contracts.limitsHeading')}</h3>
          <ul className="contract-details__list">
            {terms.systemLimits.map((words) => (
              <li key={words}>{words}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
