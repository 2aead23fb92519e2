import { useSearchParams } from 'wouter';
import { homeTabOf, type HomeTab } from './home-tabs.ts';

/**
 * The feed tab in the address (`?tab=`), among those `offered`; choosing `fallback` removes the
 * parameter. Replaced, not pushed: a tab is a view of home, not a step back walks through.
 */
export function useHomeTab(
  offered: readonly HomeTab[],
  fallback: HomeTab,
): [HomeTab, (tab: HomeTab) => void] {
  const [params, setParams] = useSearchParams();
  const select = (next: HomeTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [homeTabOf(params, offered, fallback), select];
}
