import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { PullToReload } from '../../components/organisms/pull-to-reload/pull-to-reload.tsx';

/** The layout's desktop breakpoint (architecture.md): from here up a pointer scrolls, nothing pulls. */
const DESKTOP = '(min-width: 958px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isDesktop = () => window.matchMedia(DESKTOP).matches;

/**
 * Pull to reload on a phone (spec §2: a 100 px drag): home's page moves with the finger and, past
 * the threshold, everything it shows is asked for again (the feed, the creators). Loaded after
 * home's first render and attached to its page, so the markup the server rendered stays as it is.
 */
export function HomePullToReload({ target }: { target: HTMLElement }) {
  const queryClient = useQueryClient();
  const desktop = useSyncExternalStore(subscribe, isDesktop);
  return (
    <PullToReload
      target={target}
      disabled={desktop}
      onReload={() => queryClient.refetchQueries({ type: 'active' })}
    />
  );
}
