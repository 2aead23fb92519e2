import { useIntl } from 'react-intl';
import type { Post } from '../../../contract/entities.ts';
import { ARTICLE_TYPE } from '../../../contract/enums.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { opsPostsMessages as m } from './ops-posts-messages.ts';

/** Who a post is for, in the operator's words: subscribers, a buyer at its price, everyone, its creator. */
export function useAccessText(): (post: Pick<Post, 'article_type' | 'price'>) => string {
  const intl = useIntl();
  return (post) => {
    switch (post.article_type) {
      case ARTICLE_TYPE.subscription:
        return intl.formatMessage(m.typeSubscription);
      case ARTICLE_TYPE.buy:
        return intl.formatMessage(m.typeBuy, { price: formatPrice(intl, post.price) });
      case ARTICLE_TYPE.free:
        return intl.formatMessage(m.typeFree);
      default:
        return intl.formatMessage(m.typePrivate);
    }
  };
}
