import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Icon } from '../../atoms/icon/icon.tsx';
import { moreIcon } from '../../atoms/icon/icons.ts';
import { MENU_BUTTON_CLASSES, type PlanCardAction } from './plan-card-menu-look.ts';

/** A plan card's menu: move up, move down, edit, delete (spec §2 plan management dialog). */
export function PlanCardMenu({ label, actions }: { label: string; actions: readonly PlanCardAction[] }) {
  return (
    <Menu>
      <MenuButton aria-label={label} className={MENU_BUTTON_CLASSES}>
        <Icon icon={moreIcon} size={20} />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 min-w-44 rounded-control bg-surface p-1 shadow-raised ring-1 ring-line [--anchor-gap:4px] focus:outline-none"
      >
        {actions.map((action) => (
          <MenuItem key={action.key}>
            <button
              type="button"
              onClick={action.run}
              className={`flex w-full items-center gap-2.5 rounded-[0.625rem] px-3 py-2 text-start text-sm data-focus:bg-surface-sunken ${action.danger ? 'text-red-700' : 'text-ink'}`}
            >
              <Icon icon={action.icon} size={18} />
              {action.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
