import { useCallback, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** A click a browser gives its own meaning (new tab, new window): left to the link. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The click handler of the navigation's publish entries: loads start-publish.ts (its own chunk, through
 * start-publish-entry.ts,
 * never part of a first visit) and runs it. Should that chunk or the user's record fail to
 * load, the link is followed as before: the publish route has its own login guard.
 */
export function usePublishEntry(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const locale = useLocale();
  return useCallback(
    (event) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      const go = (path: string) => navigate(to(path));
      import('./start-publish-entry.ts')
        .then((entry) => entry.loadStartPublish())
        .then((startPublish) => startPublish({ locale, navigate: go }))
        .catch(() => go('/publish'));
    },
    [navigate, to, locale],
  );
}
