import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { useCreateWalletMutation } from '../../api/crypto/mutations';
import {
  checkWalletAddress,
  WALLET_CURRENCIES,
  WALLET_NETWORKS,
  type WalletCurrency,
} from '../../domain/crypto/wallet-address';
import { createWalletBodySchema, WALLET_LABEL_MAX } from '../../api/crypto/wallets';
import { msg } from '../../api/shared/messages';
import { ChoiceGroup } from '../../components/forms/choice-group';
import { ErrorSummary, summaryItems, type SummaryItem } from '../../components/forms/error-summary';
import { TextField } from '../../components/forms/text-field';
import { useTranslatedZodResolver } from '../../components/forms/use-zod-form-resolver';
import { Button } from '../../components/ui/button';
import { showToast } from '../../hooks/use-toast';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { registerTexts, type Translate, useI18n } from '../../lib/i18n/i18n';
import {
  addressProblemText,
  currencyName,
  WALLET_FIELDS,
  walletRefusalOf,
  type WalletField,
} from './wallet-refusal';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';
import { validationEn } from '../../lib/i18n/en/validation';

registerTexts(cryptoWalletsEn, validationEn);

/**
 * The form's rules: the request schema's on the trimmed address and label, a currency
 * the app can check, and an address that fits the currency's network (checked by a library).
 */
function walletFormSchema(t: Translate) {
  const { address, label } = createWalletBodySchema.shape;
  return z
    .object({
      walletCurrency: z.enum(WALLET_CURRENCIES, {
        error: msg('validation.cryptoCurrency.required'),
      }),
      walletAddress: z.pipe(z.string().check(z.trim()), address),
      walletLabel: z.pipe(z.string().check(z.trim()), label.def.innerType),
    })
    .check(
      z.superRefine(({ walletCurrency, walletAddress }, context) => {
        const network = WALLET_NETWORKS[walletCurrency];
        const problem = checkWalletAddress(walletCurrency, network, walletAddress);
        if (problem) {
          context.addIssue({
            code: 'custom',
            path: ['walletAddress'],
            message: addressProblemText(problem, walletCurrency, t),
          });
        }
      }),
    );
}

type WalletFormInput = z.input<ReturnType<typeof walletFormSchema>>;
type WalletFormOutput = z.output<ReturnType<typeof walletFormSchema>>;

/**
 * Registers an external wallet (POST /crypto-exchange/wallets, sent once per submit): currency,
 * its network (one per currency, A-138), the address (trimmed, checked) and an optional name.
 * A registered wallet joins the session's list; the form empties for the next one.
 */
export function WalletRegisterForm({ companyId }: { companyId: string | undefined }) {
  const { t } = useI18n();
  const schema = useMemo(() => walletFormSchema(t), [t]);
  const resolver = useTranslatedZodResolver(schema);
  const form = useForm<WalletFormInput, unknown, WalletFormOutput>({
    resolver,
    // The error summary takes focus (GOV.UK pattern), not the first invalid field.
    shouldFocusError: false,
    defaultValues: { walletCurrency: '' as WalletCurrency, walletAddress: '', walletLabel: '' },
  });
  const create = useCreateWalletMutation();
  // A wallet may be registered again after a refusal (the bank refuses a duplicate address).
  const once = useSubmitOnce(create);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const { errors, submitCount } = form.formState;
  const currency = useWatch({ control: form.control, name: 'walletCurrency' }) as
    WalletCurrency | '';

  const items: SummaryItem[] = [
    ...summaryItems(errors, WALLET_FIELDS),
    ...(formProblem ? [{ message: formProblem }] : []),
  ];

  const submit = form.handleSubmit((values) => {
    const { walletCurrency, walletAddress, walletLabel } = values;
    setFormProblem(null);
    once.submit(
      {
        currency: walletCurrency,
        network: WALLET_NETWORKS[walletCurrency],
        address: walletAddress,
        ...(walletLabel ? { label: walletLabel } : {}),
        ...(companyId ? { companyId } : {}),
      },
      {
        onSuccess: () => {
          const name =
            walletLabel ||
            t('cryptoWallets.list.unnamed', { currency: currencyName(walletCurrency, t) });
          form.reset({ walletCurrency, walletAddress: '', walletLabel: '' });
          once.reset();
          showToast(t('cryptoWallets.register.done', { name }));
        },
        onError: (error) => {
          const refusal = walletRefusalOf(error, walletCurrency, t);
          if (refusal.field)
            form.setError(refusal.field, { type: 'bank', message: refusal.message });
          else setFormProblem(refusal.message);
        },
      },
    );
  });

  const errorOf = (field: WalletField) => errors[field]?.message;
  return (
    <form className="form crypto-wallets__form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary
        title={t('cryptoWallets.register.errorSummary')}
        items={items}
        focusKey={`${submitCount}:${create.submittedAt}:${create.status}`}
      />
      <Controller
        control={form.control}
        name="walletCurrency"
        render={({ field }) => (
          <ChoiceGroup
            name="walletCurrency"
            legend={t('cryptoWallets.register.currency')}
            options={WALLET_CURRENCIES.map((code) => ({
              value: code,
              label: currencyName(code, t),
              hint: t('cryptoWallets.register.network', {
                network: t(`cryptoWallets.network.${WALLET_NETWORKS[code]}`),
              }),
            }))}
            value={field.value}
            onChange={field.onChange}
            error={errorOf('walletCurrency')}
          />
        )}
      />
      <TextField
        label={t('cryptoWallets.register.address')}
        hint={t(`cryptoWallets.register.addressHint.${currency || 'none'}`)}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        className="crypto-wallets__address-field"
        error={errorOf('walletAddress')}
        {...form.register('walletAddress')}
      />
      <TextField
        label={t('cryptoWallets.register.label')}
        hint={t('cryptoWallets.register.labelHint', { max: WALLET_LABEL_MAX })}
        autoComplete="off"
        error={errorOf('walletLabel')}
        {...form.register('walletLabel')}
      />
      <div className="form__actions">
        <Button type="submit" aria-disabled={create.isPending ? true : undefined}>
          {create.isPending
            ? t('cryptoWallets.register.sending')
            : t('cryptoWallets.register.submit')}
        </Button>
      </div>
    </form>
  );
}
