import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNewCreatorPages } from '../../api/get-new-creator-pages.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { CreatorCard } from '../../components/molecules/creator-card/creator-card.tsx';
import { NoMoreFooter } from '../../components/molecules/no-more-footer/no-more-footer.tsx';
import {
  RECOMMENDED_CREATORS,
  RecommendedCreatorsCard,
} from '../../components/molecules/recommended-creators-card/recommended-creators-card.tsx';
import { DEFAULT_PAGE_SIZE } from '../../contract/enums.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { memberHomeMessages as m } from './member-home-messages.ts';

/** How many related creators show before the first "Show more", and how many each one adds. */
const FIRST_RELATED = RECOMMENDED_CREATORS;
const MORE_RELATED = DEFAULT_PAGE_SIZE;

/**
 * A subscriber's creators to discover (spec §2), where others see the newest creators: the
 * recommended-creators card (3, each with Check to their page) and, under it, related creators,
 * 3 at first and 10 more at each "Show more" until "no more". Both come from one list, the
 * creators the viewer does not subscribe to yet, read page after page (`user/getNewCreator`: the
 * contract has no call for recommendations, docs/decisions.md).
 */
export function CreatorPicks() {
  const intl = useIntl();
  const to = useLocalePath();
  const pages = useNewCreatorPages();
  const [shown, setShown] = useState(FIRST_RELATED);
  const headingId = useId();
  const creators = (pages.data?.pages.flatMap((page) => page.list) ?? []).filter(
    (creator) => creator.is_subscribed !== 1,
  );
  if (pages.isPending) return <Skeleton className="h-56 w-full rounded-card" />;
  // The suggestions are extras: a failed list leaves them out rather than an error on home.
  if (pages.isError || creators.length === 0) return null;

  const related = creators.slice(RECOMMENDED_CREATORS);
  const visible = related.slice(0, shown);
  const more = related.length > shown || pages.hasNextPage;
  const showMore = () => {
    setShown((count) => count + MORE_RELATED);
    // The next page, when what is loaded does not fill the next step.
    if (related.length < shown + MORE_RELATED && pages.hasNextPage) void pages.fetchNextPage();
  };
  return (
    <div className="space-y-4">
      <RecommendedCreatorsCard creators={creators} />
      {related.length > 0 || pages.hasNextPage ? (
        <section
          aria-labelledby={headingId}
          className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line/60"
        >
          <h2 id={headingId} className="mb-1 font-semibold text-ink">
            {intl.formatMessage(m.related)}
          </h2>
          <ul className="divide-y divide-line/70">
            {visible.map((creator) => (
              <li key={creator.uuid}>
                <CreatorCard creator={creator} href={to(`/${creator.username}`)} variant="row" />
              </li>
            ))}
          </ul>
          {more ? (
            <Button
              variant="ghost"
              size="sm"
              fullWidth
              className="mt-2"
              loading={pages.isFetchingNextPage}
              onClick={showMore}
            >
              {intl.formatMessage(m.showMore)}
            </Button>
          ) : (
            <NoMoreFooter className="py-3" />
          )}
        </section>
      ) : null}
    </div>
  );
}
