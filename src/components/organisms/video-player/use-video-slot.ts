import { useEffect, useState } from 'react';
import { VideoLimitError, videoRegistry, type VideoRegistry } from './video-registry.ts';

export type SlotState = 'none' | 'granted' | 'refused';

/**
 * Holds one of the page's video slots while `wanted`. A refused player waits for a slot to
 * free (another player scrolled away or closed) and takes it then, so nothing has to reload.
 */
export function useVideoSlot(wanted: boolean, registry: VideoRegistry = videoRegistry): SlotState {
  const [state, setState] = useState<SlotState>('none');

  useEffect(() => {
    if (!wanted) return;
    const owner = {};
    let release: (() => void) | null = null;
    const attempt = (): boolean => {
      try {
        release = registry.register(owner);
        setState('granted');
        return true;
      } catch (error) {
        if (!(error instanceof VideoLimitError)) throw error;
        setState('refused');
        return false;
      }
    };
    let unsubscribe = () => undefined as void;
    if (!attempt()) {
      unsubscribe = registry.subscribe(() => {
        if (attempt()) unsubscribe();
      });
    }
    return () => {
      unsubscribe();
      release?.();
      setState('none');
    };
  }, [wanted, registry]);

  return wanted ? state : 'none';
}
