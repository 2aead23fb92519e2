/**
 * The address a story runs at: a memory location for wouter (Storybook's own page address stays
 * untouched) with a history stack, so Back and the numbered entries work as in the browser.
 */
import { useSyncExternalStore } from 'react';
import type { BaseLocationHook, NavigateOptions } from 'wouter';
import type { InAppHistory } from '../src/state/history-entries.ts';

interface Entry {
  path: string;
  state: unknown;
}

export interface StoryLocation {
  hook: BaseLocationHook;
  searchHook: () => string;
  history: InAppHistory;
}

export function storyLocation(initialPath: string): StoryLocation {
  const entries: Entry[] = [{ path: initialPath, state: null }];
  let index = 0;
  let listeners: (() => void)[] = [];
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners = [...listeners, listener];
    return () => {
      listeners = listeners.filter((other) => other !== listener);
    };
  };
  const pathname = () => entries[index]!.path.split(/[?#]/)[0]!;
  const search = () => /\?([^#]*)/.exec(entries[index]!.path)?.[1] ?? '';

  const navigate = (to: string, options: NavigateOptions = {}) => {
    const entry = { path: to, state: options.state ?? null };
    if (options.replace) entries[index] = entry;
    else {
      entries.splice(index + 1, entries.length, entry);
      index += 1;
    }
    notify();
  };

  const useStoryPath = (() => [useSyncExternalStore(subscribe, pathname), navigate]) as BaseLocationHook;
  const useStorySearch = () => useSyncExternalStore(subscribe, search);
  const history: InAppHistory = {
    state: () => entries[index]!.state,
    back: () => {
      if (index === 0) return;
      index -= 1;
      notify();
    },
  };
  return { hook: useStoryPath, searchHook: useStorySearch, history };
}
