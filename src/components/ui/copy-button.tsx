import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../hooks/copy-text';
import { IconButton } from './button';
import { CopiedIcon, CopyIcon, Icon } from './icon';

/**
 * Copies one value, shown as a copy icon so it does not outweigh the value beside it; `name`
 * says what it copies ("Copy IBAN") to assistive technology. The toast says what was copied
 * (or that it could not be); after a copy the icon is a check for a moment. That moment is a
 * CSS animation (components.css) whose end turns it back, so no timer runs here.
 */
export function CopyButton({
  name,
  value,
  copied,
  failed,
  className,
}: {
  name: string;
  value: string;
  /** The toast when the value was copied. */
  copied: string;
  /** The toast when it could not be. */
  failed: string;
  className?: string | undefined;
}) {
  // Counts the copies, so a copy while the check shows starts its moment again.
  const [copies, setCopies] = useState(0);
  const [checked, setChecked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The end of the check's moment, heard directly: React listens for it under a prefixed name
  // where the browser has no AnimationEvent.
  useEffect(() => {
    const node = button.current;
    if (!node) return undefined;
    const ended = (event: AnimationEvent) => {
      if (event.animationName === 'copy-held') setChecked(false);
    };
    node.addEventListener('animationend', ended);
    return () => node.removeEventListener('animationend', ended);
  }, []);
  return (
    <IconButton
      ref={button}
      icon={CopyIcon}
      label={name}
      className={['copy-button', className].filter(Boolean).join(' ')}
      onClick={() =>
        void copyText(value, copied, failed).then((done) => {
          if (!done) return;
          setCopies((count) => count + 1);
          setChecked(true);
        })
      }
    >
      {checked ? (
        <Icon key={copies} icon={CopiedIcon} className="copy-button__done" />
      ) : (
        <Icon icon={CopyIcon} />
      )}
    </IconButton>
  );
}
