import type { IconShape } from '../../atoms/icon/icon.tsx';

/** One entry of a plan card's menu. */
export interface PlanCardAction {
  key: string;
  icon: IconShape;
  label: string;
  run: () => void;
  danger?: boolean;
}

/** The menu button's look, shared by the button and its placeholder while the menu loads. */
export const MENU_BUTTON_CLASSES =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600 data-open:bg-surface-sunken';
