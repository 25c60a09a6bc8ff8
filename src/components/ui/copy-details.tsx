import { Fragment, type ReactNode } from 'react';
import { CopyButton } from './copy-button';

export interface CopyDetail {
  /** What the value is ("IBAN"), shown as its term and named by its copy button. */
  label: string;
  /** As shown (an IBAN in groups of four, an id in code type). */
  shown: ReactNode;
  /** As copied (the IBAN without spaces). */
  value: string;
  /** The button's full name when it should say more than `copyName(label)`. */
  copyName?: string | undefined;
}

/**
 * Values a customer copies one by one (bank details, a payment's ids): each term with its
 * value and a copy icon button named by what it copies ("Copy IBAN"); the toast says what was
 * copied, or that it could not be.
 */
export function CopyDetails({
  details,
  copyName,
  copied,
  failed,
  className,
}: {
  details: readonly CopyDetail[];
  /** A button's name by its value's label ("Copy IBAN", in German "IBAN kopieren"). */
  copyName: (label: string) => string;
  /** The confirmation for one value, by its label. */
  copied: (label: string) => string;
  failed: string;
  className?: string;
}) {
  return (
    <dl className={['details', 'copy-details', className].filter(Boolean).join(' ')}>
      {details.map((detail) => (
        <Fragment key={detail.label}>
          <dt>{detail.label}</dt>
          <dd className="copy-details__value">
            <span className="copy-details__text">{detail.shown}</span>
            <CopyButton
              name={detail.copyName ?? copyName(detail.label)}
              value={detail.value}
              copied={copied(detail.label)}
              failed={failed}
            />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
