import { defineMessage, defineMessages, useIntl, type MessageValue } from 'react-intl';
import { formatPrice } from '../../../i18n/format.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { lockIcon } from '../../atoms/icon/icons.ts';
import { MediaImage } from '../../atoms/media-image/media-image.tsx';
import { Price } from '../../atoms/price/price.tsx';
import { Modal } from '../modal/modal.tsx';
import { modalMessages } from '../modal/modal-messages.ts';

const messages = defineMessages({
  title: { id: 'shopBuy.title', defaultMessage: 'Buy this post' },
  hint: { id: 'shopBuy.hint', defaultMessage: 'Pay once and keep it: the post stays unlocked for you.' },
  // The name is the creator's own words: given as a <bdi>, isolated for direction.
  by: defineMessage<{ name: MessageValue }>({ id: 'shopBuy.by', defaultMessage: 'By {name}' }),
  price: { id: 'shopBuy.price', defaultMessage: 'Price' },
  buy: defineMessage<{ price: string }>({ id: 'shopBuy.buy', defaultMessage: 'Buy for {price}' }),
  self: { id: 'message.error.shopBuySelf', defaultMessage: 'You can’t buy your own post.' },
  untitled: { id: 'shopBuy.untitled', defaultMessage: 'Untitled post' },
});

export interface ShopBuyDialogProps {
  open: boolean;
  onClose: () => void;
  post: { title: string; price: number; preview: string };
  creator: { nickname: string; thumb: string };
  /** Buy: the payment dialog follows. */
  onBuy: () => void;
  /** The viewer made the post (spec §6 shopBuySelf): no Buy, a note instead. @default false */
  own?: boolean;
}

/**
 * The shop-buy dialog of a pay-per-post post (spec §2): its blurred preview, title, creator and
 * price, and Buy, which leads to the payment dialog.
 */
export function ShopBuyDialog({ open, onClose, post, creator, onBuy, own = false }: ShopBuyDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.hint)}
      size="sm"
      footer={
        own ? (
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(modalMessages.close)}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {intl.formatMessage(modalMessages.cancel)}
            </Button>
            <Button variant="gradient" onClick={onBuy}>
              {intl.formatMessage(messages.buy, { price: formatPrice(intl, post.price) })}
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <div className="relative overflow-hidden rounded-card">
          <MediaImage src={null} placeholderSrc={post.preview || undefined} alt="" aspectRatio={16 / 9} />
          <span className="absolute inset-0 flex items-center justify-center bg-black/25 text-white">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white/20 ring-1 ring-white/40 backdrop-blur-md">
              <Icon icon={lockIcon} size={22} />
            </span>
          </span>
        </div>
        <div className="flex items-start gap-3">
          <Avatar src={creator.thumb} name={creator.nickname} size={40} decorative />
          <div className="min-w-0 flex-1">
            <p dir="auto" className="font-semibold break-words text-ink">
              {post.title || intl.formatMessage(messages.untitled)}
            </p>
            <p className="text-sm text-ink-muted">
              {intl.formatMessage(messages.by, { name: <bdi>{creator.nickname}</bdi> })}
            </p>
          </div>
        </div>
        <div className="flex items-center justify-between rounded-control bg-surface-muted px-4 py-3">
          <span className="text-sm font-medium text-ink-muted">{intl.formatMessage(messages.price)}</span>
          <Price value={post.price} size="lg" />
        </div>
        {own ? <p className="text-ink-muted">{intl.formatMessage(messages.self)}</p> : null}
      </div>
    </Modal>
  );
}
