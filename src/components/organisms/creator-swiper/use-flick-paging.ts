import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';
import {
  releaseVelocity,
  swipeTargetIndex,
  type PointerSample,
} from '../../molecules/swipeable-tabs/swipeable-tabs.logic.ts';

function pointX(event: MouseEvent | TouchEvent): number | null {
  if ('touches' in event) return event.touches[0]?.clientX ?? event.changedTouches[0]?.clientX ?? null;
  return event.clientX;
}

/**
 * Applies the swiper rule of spec §9 to an embla carousel: a release faster than 200 px/s
 * pages on however short the drag; a slow one pages only past half a page. Embla's own
 * release decides by drag force, so its choice is overridden on pointer up.
 */
export function useFlickPaging(embla: EmblaCarouselType | undefined, rtl: boolean): void {
  useEffect(() => {
    if (!embla) return;
    const doc = embla.rootNode().ownerDocument;
    let samples: PointerSample[] = [];
    let startIndex = 0;

    const record = (event: MouseEvent | TouchEvent) => {
      const x = pointX(event);
      if (x !== null) samples.push({ x, t: event.timeStamp });
    };
    const onDown = () => {
      startIndex = embla.selectedScrollSnap();
      doc.addEventListener('mousemove', record);
      doc.addEventListener('touchmove', record, { passive: true });
    };
    const onUp = () => {
      doc.removeEventListener('mousemove', record);
      doc.removeEventListener('touchmove', record);
      const first = samples[0];
      const last = samples.at(-1);
      if (!first || !last) return;
      const target = swipeTargetIndex({
        index: startIndex,
        count: embla.scrollSnapList().length,
        deltaX: last.x - first.x,
        velocityX: releaseVelocity(samples),
        width: embla.rootNode().clientWidth,
        rtl,
      });
      embla.scrollTo(target);
    };
    const onStart = (event: MouseEvent | TouchEvent) => {
      samples = [];
      record(event);
    };

    const root = embla.rootNode();
    root.addEventListener('mousedown', onStart);
    root.addEventListener('touchstart', onStart, { passive: true });
    embla.on('pointerDown', onDown).on('pointerUp', onUp);
    return () => {
      root.removeEventListener('mousedown', onStart);
      root.removeEventListener('touchstart', onStart);
      doc.removeEventListener('mousemove', record);
      doc.removeEventListener('touchmove', record);
      embla.off('pointerDown', onDown).off('pointerUp', onUp);
    };
  }, [embla, rtl]);
}
