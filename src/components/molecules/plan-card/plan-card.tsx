import { lazy, Suspense } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Plan } from '../../../contract/entities-social.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import {
  arrowDownIcon,
  arrowUpIcon,
  editIcon,
  moreIcon,
  sparklesIcon,
  trashIcon,
} from '../../atoms/icon/icons.ts';
import { MENU_BUTTON_CLASSES, type PlanCardAction } from './plan-card-menu-look.ts';
import { PlanPicture } from '../../atoms/plan-picture/plan-picture.tsx';
import { planMoveOutcome, type PlanMoveInfo } from './plan-card.logic.ts';
import { usePlanFacts } from './plan-facts.ts';
import { OfferPrice } from '../offer-price/offer-price.tsx';

const messages = defineMessages({
  menu: defineMessage<{ name: string }>({ id: 'plan.menu', defaultMessage: 'Options for {name}' }),
  moveUp: { id: 'plan.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'plan.moveDown', defaultMessage: 'Move down' },
  edit: { id: 'plan.edit', defaultMessage: 'Edit' },
  offer: { id: 'plan.offer', defaultMessage: 'Offer' },
  delete: { id: 'plan.delete', defaultMessage: 'Delete' },
});

export interface PlanCardProps {
  plan: Plan;
  /** Position of the plan in the list, from 0. */
  index: number;
  /** How many plans the list holds. */
  count: number;
  onMoveUp?: (plan: Plan) => void;
  onMoveDown?: (plan: Plan) => void;
  onEdit?: (plan: Plan) => void;
  /** Opens the plan's offer (issue 25); the menu has no Offer entry without it. */
  onOffer?: (plan: Plan) => void;
  onDelete?: (plan: Plan) => void;
  /** The first plan was moved up or the last one down: show the matching info. */
  onInfo?: (info: PlanMoveInfo) => void;
  /** Opens the plan's detail; the card is not clickable without it. */
  onOpen?: (plan: Plan) => void;
  className?: string;
}

/** A creator's subscription plan in the plan manager, with its menu: move, edit, delete. */
// The menu (Headless UI's Menu, anchored with Floating UI) loads as the card first paints, not with
// the plan dialog's chunk (its 60 kB budget); until then its button is drawn in place.
const PlanCardMenu = lazy(() => import('./plan-card-menu.tsx').then((m) => ({ default: m.PlanCardMenu })));

/**
 * The menu button's look before the menu's code is in (a moment after the first paint): drawn,
 * not yet a control, so nothing offers a button that does not answer yet.
 */
function MenuButtonPlaceholder() {
  return (
    <span aria-hidden="true" className={MENU_BUTTON_CLASSES}>
      <Icon icon={moreIcon} size={20} />
    </span>
  );
}

export function PlanCard({
  plan,
  index,
  count,
  onMoveUp,
  onMoveDown,
  onEdit,
  onOffer,
  onDelete,
  onInfo,
  onOpen,
  className = '',
}: PlanCardProps) {
  const intl = useIntl();
  const planFacts = usePlanFacts();
  const move = (direction: 'up' | 'down') => {
    const outcome = planMoveOutcome(direction, index, count);
    if (outcome.kind === 'info') onInfo?.(outcome.info);
    else (direction === 'up' ? onMoveUp : onMoveDown)?.(plan);
  };
  const menuLabel = intl.formatMessage(messages.menu, { name: plan.name });
  const actions: PlanCardAction[] = [
    { key: 'up', icon: arrowUpIcon, label: intl.formatMessage(messages.moveUp), run: () => move('up') },
    {
      key: 'down',
      icon: arrowDownIcon,
      label: intl.formatMessage(messages.moveDown),
      run: () => move('down'),
    },
    { key: 'edit', icon: editIcon, label: intl.formatMessage(messages.edit), run: () => onEdit?.(plan) },
    ...(onOffer
      ? [
          {
            key: 'offer',
            icon: sparklesIcon,
            label: intl.formatMessage(messages.offer),
            run: () => onOffer(plan),
          },
        ]
      : []),
    {
      key: 'delete',
      icon: trashIcon,
      label: intl.formatMessage(messages.delete),
      run: () => onDelete?.(plan),
      danger: true,
    },
  ];
  const facts = planFacts(plan);
  const details = [formatPrice(intl, plan.price), facts.length, facts.unlock];

  const body = (
    <>
      <PlanPicture src={plan.picture} aspectRatio={1} className="w-20 shrink-0 rounded-control" />
      <div className="min-w-0 flex-1 text-start">
        <h3 className="truncate font-semibold text-ink">
          <bdi>{plan.name}</bdi>
        </h3>
        {plan.offer ? (
          <OfferPrice price={plan.price} offer={plan.offer} className="my-0.5" />
        ) : (
          <p className="text-lg font-bold text-brand-700">{details[0]}</p>
        )}
        <p className="text-sm text-ink-muted">{details[1]}</p>
        <p className="text-sm text-ink-muted">{details[2]}</p>
        <p className="text-xs text-ink-subtle">{facts.posts}</p>
      </div>
    </>
  );

  return (
    <article
      className={`relative flex items-start gap-3 rounded-card bg-surface p-3 ring-1 ring-line/60 ${className}`}
    >
      {onOpen ? (
        <button
          type="button"
          onClick={() => onOpen(plan)}
          className="flex min-w-0 flex-1 items-start gap-3 rounded-control focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {body}
        </button>
      ) : (
        <div className="flex min-w-0 flex-1 items-start gap-3">{body}</div>
      )}
      <Suspense fallback={<MenuButtonPlaceholder />}>
        <PlanCardMenu label={menuLabel} actions={actions} />
      </Suspense>
    </article>
  );
}
