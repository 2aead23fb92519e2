import { useCallback, useEffect, type MouseEvent } from 'react';
import { useLocation, useRoute } from 'wouter';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { isPlainClick } from '../../state/plain-click.ts';
import { usePageLoaded } from '../lazy/use-page-loaded.ts';

type CreatorPicker = typeof import('./creator-picker.ts');
/** The picker's chunk once loaded: the click must have it at hand to open a picker in itself. */
let creatorPicker: CreatorPicker | undefined;

/**
 * The click handler of the navigation's publish entries. A creator whose record is loaded gets the
 * file picker at once (once the page has loaded, with creator-picker.ts); for anyone else it loads start-publish.ts (its own chunk, through
 * start-publish-entry.ts, never part of a first visit) and runs it. Should that chunk or the
 * user's record fail to load, the link is followed as before: the publish route has its own login
 * guard.
 */
export function usePublishEntry(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const locale = useLocale();
  const [editing] = useRoute('/:lang/publish');
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (pageLoaded && !creatorPicker) {
      import('./creator-picker.ts').then((loaded) => (creatorPicker = loaded)).catch(() => undefined);
    }
  }, [pageLoaded]);
  return useCallback(
    (event) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      const go = (path: string) => navigate(to(path));
      // A creator not editing a post picks its files at once (spec §2), in this click: the form
      // then opens with them. One already on the form stays there.
      const picker = creatorPicker;
      if (picker && !editing && picker.isCreatorNow()) {
        picker.pickPostFiles((files) => {
          picker.handOverPickedFiles(files);
          go('/publish');
        });
        return;
      }
      import('./start-publish-entry.ts')
        .then((entry) => entry.loadStartPublish())
        .then((startPublish) => startPublish({ locale, navigate: go }))
        .catch(() => go('/publish'));
    },
    [navigate, to, locale, editing],
  );
}
