import { Icon, type IconComponent } from './icon';

/** What an avatar shows: a name's initials on the name's tint, or an icon on a quiet circle. */
export type AvatarLook = { initials: string; tint: number } | { icon: IconComponent };

/**
 * The round mark that starts a row: a name's initials (initialsOf) on its tint (tintOf), or an
 * icon when there is no name. Decoration: the row's own words name it, so the avatar is hidden
 * from assistive technology and a row's accessible name is the same with or without it.
 */
export function Avatar({ look }: { look: AvatarLook }) {
  return 'icon' in look ? (
    <span className="avatar" aria-hidden="true" data-avatar="">
      <Icon icon={look.icon} />
    </span>
  ) : (
    <span className={`avatar avatar--tint-${String(look.tint)}`} aria-hidden="true" data-avatar="">
      {look.initials}
    </span>
  );
}
