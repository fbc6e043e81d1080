import { MoreHorizontalIcon, type LucideIcon } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

export type MenuAction = {
  label: string;
  icon: LucideIcon;
  /** What choosing it does; or `href`, for an item that is a link (so it also opens in a new tab). */
  onSelect?: () => void;
  href?: string;
  disabled?: boolean;
  destructive?: boolean;
};

/** A group of a menu; `false` stands for an action this person may not take, and is left out. */
export type MenuGroup = readonly (MenuAction | false)[];

/**
 * An icon button (named by `label` for screen readers) that opens a menu of actions, in groups with a
 * rule between them; a group left with no actions is dropped with its rule.
 */
export function ActionsMenu({
  label,
  groups,
  icon: Icon = MoreHorizontalIcon,
  variant = 'ghost',
  className,
}: {
  label: string;
  groups: readonly MenuGroup[];
  icon?: LucideIcon;
  variant?: 'ghost' | 'outline';
  className?: string;
}) {
  const shown = groups
    .map((group) => group.filter((action): action is MenuAction => action !== false))
    .filter((group) => group.length > 0);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} size="icon" className={className} aria-label={label}>
          <Icon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {shown.map((group, index) => (
          <Fragment key={group[0].label}>
            {index > 0 && <DropdownMenuSeparator />}
            {group.map((action) => (
              <ActionItem key={action.label} action={action} />
            ))}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function ActionItem({ action }: { action: MenuAction }) {
  const { icon: Icon, label, href } = action;
  const variant = action.destructive ? 'destructive' : 'default';
  if (href) {
    return (
      <DropdownMenuItem asChild variant={variant} disabled={action.disabled}>
        <Link href={href}>
          <Icon aria-hidden />
          {label}
        </Link>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem variant={variant} disabled={action.disabled} onSelect={action.onSelect}>
      <Icon aria-hidden />
      {label}
    </DropdownMenuItem>
  );
}
