import type { LucideIcon } from 'lucide-react';

/*
 * The app's icons: one set (lucide), every use through this file. Each icon is a named
 * export under the app's own name, so a chunk bundles only the icons it renders. Add an
 * icon here by its use ("SendIcon"), not by its look, when a screen needs a new one.
 */
export {
  ArrowDownLeft as IncomingIcon,
  ArrowLeftRight as TransfersIcon,
  ArrowUpRight as OutgoingIcon,
  Bitcoin as CryptoIcon,
  Building2 as CompaniesIcon,
  Check as CopiedIcon,
  ChevronDown as ExpandIcon,
  CircleCheck as SuccessIcon,
  CircleUser as ProfileIcon,
  Clock as PendingIcon,
  Copy as CopyIcon,
  Ellipsis as MoreIcon,
  ExternalLink as ExternalIcon,
  History as HistoryIcon,
  House as HomeIcon,
  Inbox as EmptyIcon,
  Info as InfoIcon,
  Landmark as BankDetailsIcon,
  LogOut as SignOutIcon,
  Mail as EmailIcon,
  Percent as FeeIcon,
  Phone as PhoneIcon,
  Plus as AddIcon,
  Printer as PrintIcon,
  RefreshCw as RefreshIcon,
  Search as SearchIcon,
  Send as SendIcon,
  Share2 as ShareIcon,
  TriangleAlert as WarningIcon,
  Wallet as AccountsIcon,
  X as CloseIcon,
} from 'lucide-react';

export type IconComponent = LucideIcon;

export type IconSize = 'xs' | 's' | 'm' | 'l' | 'xl';

/**
 * One icon at one of the token sizes, in the colour of the text around it. Beside words it
 * is decorative (hidden from screen readers, the default); alone it needs a `label`, which
 * screen readers read instead of the picture.
 */
export function Icon({
  icon: Glyph,
  size = 's',
  label,
  className,
}: {
  icon: IconComponent;
  size?: IconSize;
  label?: string;
  className?: string;
}) {
  const classes = ['icon', `icon--${size}`, className].filter(Boolean).join(' ');
  return label ? (
    <Glyph className={classes} role="img" aria-label={label} focusable="false" />
  ) : (
    <Glyph className={classes} aria-hidden="true" focusable="false" />
  );
}
