/**
 * The navigation's publish entry for a creator (spec §2 "Bottom-bar publish": creators not
 * editing get a file picker): the picker opens in the click itself (a browser opens one only for
 * the user's own gesture), and the files picked are handed to the publish form it then opens,
 * which takes them once, as if picked there (the same rules: publish-files.tsx).
 */
import { ACCEPT } from './file-rules.ts';

/** A hand-over the form did not take within this long is dropped (the creator went elsewhere). */
const HANDOVER_MS = 60_000;

let handed: { files: File[]; at: number } | null = null;

/** Keeps the picked files for the next publish form. */
export function handOverPickedFiles(files: readonly File[]): void {
  handed = { files: [...files], at: Date.now() };
}

/**
 * The files handed over, without taking them: a render may be thrown away before it shows (a lazy
 * part suspends), so the form takes them only once it is on screen (dropHandedOverFiles).
 */
export function handedOverFiles(): File[] {
  if (handed && Date.now() - handed.at > HANDOVER_MS) handed = null;
  return handed?.files ?? [];
}

/** Forgets the hand-over: the form on screen has taken it. */
export function dropHandedOverFiles(): void {
  handed = null;
}

/** Opens the picker of a new post's files; `onPicked` gets them (nothing when cancelled). */
export function pickPostFiles(onPicked: (files: File[]) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.multiple = true;
  input.accept = ACCEPT.initial;
  input.addEventListener(
    'change',
    () => {
      const files = Array.from(input.files ?? []);
      if (files.length > 0) onPicked(files);
    },
    { once: true },
  );
  input.click();
}
