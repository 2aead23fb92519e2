/**
 * The play functions' `userEvent` (storybook/test) without a pause between the steps of one
 * call. user-event's default `delay: 0` waits a timer before every keystroke and between a
 * click's press and release, and on a busy page each of those waits lets the browser lay out and
 * paint the story again: typing 18 characters into the tip dialog took 800 ms that way and 140 ms
 * without them (2026-12-06). Plays type and click thousands of times in the stories tier.
 *
 * Every event is still sent, one after another (keydown, keypress, beforeinput, input, keyup for
 * each key; pointer and mouse events for each click), React still renders each of them, and the
 * promises between them still resolve: only the timer between two steps is gone. The one wait
 * after the whole call is kept as user-event makes it (a 0 ms timer, from the global of the
 * moment, so a story's fake clock sees it as before), so a play's next line starts where it did.
 * A call that names its own `delay` keeps it.
 */
import { userEvent } from 'storybook/test';

type UserEventCall = (...args: unknown[]) => Promise<unknown>;

/** The calls that take user-event's options, and that argument's position. */
const OPTIONS_AT = {
  type: 2,
  keyboard: 1,
  click: 1,
  dblClick: 1,
  tripleClick: 1,
  hover: 1,
  unhover: 1,
  pointer: 1,
  paste: 1,
  selectOptions: 2,
  deselectOptions: 2,
  upload: 2,
} as const;

/** Set on the api once its calls are wrapped, so a preview evaluated again wraps nothing twice. */
const WITHOUT_PAUSES = Symbol.for('storybook.userEventWithoutStepPauses');

/** user-event's own wait at the end of a call: one timer, read from the global when it runs. */
const afterCall = () => new Promise<void>((resolve) => globalThis.setTimeout(resolve, 0));

/** Makes `delay: null` the default of every userEvent call above, once per document. */
export function userEventWithoutStepPauses(api: typeof userEvent = userEvent): void {
  const calls = api as unknown as Record<string | symbol, UserEventCall>;
  if (calls[WITHOUT_PAUSES]) return;
  Object.defineProperty(calls, WITHOUT_PAUSES, { value: true });
  for (const [name, at] of Object.entries(OPTIONS_AT)) {
    const call = calls[name];
    if (typeof call !== 'function') continue;
    calls[name] = async (...args: unknown[]) => {
      const options = (args[at] ?? {}) as { delay?: number | null };
      if (options.delay !== undefined) return call(...args);
      const withOptions = [...args];
      withOptions[at] = { ...options, delay: null };
      const result = await call(...withOptions);
      await afterCall();
      return result;
    };
  }
}
