import { defineMessage, defineMessages, useIntl, type MessageValue } from 'react-intl';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { checkIcon } from '../../atoms/icon/icons.ts';
import { Modal } from '../modal/modal.tsx';

const messages = defineMessages({
  subscribeTitle: { id: 'modal.subscribeSuccess.title', defaultMessage: 'You’re subscribed' },
  // The plan, the post and the creator are their owners' words: isolated for direction (<bdi>).
  subscribeMessage: defineMessage<{ plan: MessageValue; creator: MessageValue }>({
    id: 'modal.subscribeSuccess.message',
    defaultMessage: 'Your “{plan}” subscription to {creator} is active: their posts in it are unlocked.',
  }),
  buyTitle: { id: 'modal.shopBuySuccess.title', defaultMessage: 'Post unlocked' },
  buyMessage: defineMessage<{ title: MessageValue; creator: MessageValue }>({
    id: 'modal.shopBuySuccess.message',
    defaultMessage: '“{title}” by {creator} is yours to keep.',
  }),
  tipTitle: { id: 'modal.tipSuccess.title', defaultMessage: 'Tip sent' },
  tipMessage: defineMessage<{ amount: MessageValue; creator: MessageValue }>({
    id: 'modal.tipSuccess.message',
    defaultMessage: 'Your {amount} tip is on its way to {creator}. Thank you for your support!',
  }),
  messageTitle: { id: 'modal.messageSuccess.title', defaultMessage: 'Message unlocked' },
  messageMessage: defineMessage<{ amount: MessageValue; creator: MessageValue }>({
    id: 'modal.messageSuccess.message',
    defaultMessage: 'You paid {amount}: the pictures {creator} sent you are unlocked in your conversation.',
  }),
  success: { id: 'message.payment.success', defaultMessage: 'Payment successful' },
  done: { id: 'modal.paymentSuccess.done', defaultMessage: 'Done' },
});

const TITLES = {
  plan: messages.subscribeTitle,
  post: messages.buyTitle,
  tip: messages.tipTitle,
  message: messages.messageTitle,
} as const;

/** A way on from the success dialog (the creator or the post). */
export interface PaymentSuccessLink {
  label: string;
  href: string;
}

export interface PaymentSuccessDialogProps {
  open: boolean;
  onClose: () => void;
  /** A subscription (subscribe success), a post (shop buy success) or a tip. */
  kind: 'plan' | 'post' | 'tip' | 'message';
  /**
   * The plan's name or the post's title; for a tip or a paid message, the amount as the dialog
   * shows it ("$5.00").
   */
  itemName: string;
  creatorName: string;
  /** Links on to the creator or the post (spec §2). */
  links?: readonly PaymentSuccessLink[];
}

/**
 * The subscribe-success, shop-buy-success and tip-sent dialogs (spec §2, issue 25): the payment
 * went through and what it unlocked (or whom it thanked), with a link on to the creator or the post, and Done.
 */
export function PaymentSuccessDialog({
  open,
  onClose,
  kind,
  itemName,
  creatorName,
  links = [],
}: PaymentSuccessDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage(TITLES[kind])}
      size="sm"
      footer={
        <>
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              onClick={onClose}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {link.label}
            </Link>
          ))}
          <Button onClick={onClose} data-autofocus>
            {intl.formatMessage(messages.done)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <Icon icon={checkIcon} size={28} strokeWidth={2.5} />
        </span>
        <p className="font-semibold text-ink">{intl.formatMessage(messages.success)}</p>
        <p className="text-[0.9375rem] break-words text-ink-muted">
          {kind === 'plan'
            ? intl.formatMessage(messages.subscribeMessage, {
                plan: <bdi>{itemName}</bdi>,
                creator: <bdi>{creatorName}</bdi>,
              })
            : kind === 'post'
              ? intl.formatMessage(messages.buyMessage, {
                  title: <bdi>{itemName}</bdi>,
                  creator: <bdi>{creatorName}</bdi>,
                })
              : intl.formatMessage(kind === 'message' ? messages.messageMessage : messages.tipMessage, {
                  amount: itemName,
                  creator: <bdi>{creatorName}</bdi>,
                })}
        </p>
      </div>
    </Modal>
  );
}
