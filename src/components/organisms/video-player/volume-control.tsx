import { MediaMuteButton, MediaVolumeRange } from 'media-chrome/react';
import { useState } from 'react';
import { useIdle } from './use-idle.ts';
import { VOLUME_POPUP_MS } from './video-player.logic.ts';

// The tooltip repeats the label as hidden text, which fails axe's label-in-name check.
const NO_TOOLTIP = { notooltip: '' } as object;

/**
 * The mute button with a volume slider that pops up on hover, focus or tap and closes
 * VOLUME_POPUP_MS (2 s) after the pointer and focus have left it.
 */
export function VolumeControl() {
  const [opened, setOpened] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const engaged = hovered || focused;
  // The 2 s only run once the pointer and focus have left; engaging again starts them over.
  const [expired] = useIdle(VOLUME_POPUP_MS, opened && !engaged);
  const open = opened && !expired;
  const engage = () => setOpened(true);

  return (
    <div
      className="relative flex items-center"
      data-volume-popup={open ? 'open' : 'closed'}
      onPointerEnter={() => {
        setHovered(true);
        engage();
      }}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={engage}
      onFocus={() => {
        setFocused(true);
        engage();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <MediaMuteButton {...NO_TOOLTIP} />
      <div
        hidden={!open}
        className="absolute bottom-full start-0 mb-2 rounded-control bg-black/75 px-3 py-2 shadow-raised backdrop-blur"
      >
        <MediaVolumeRange />
      </div>
    </div>
  );
}
