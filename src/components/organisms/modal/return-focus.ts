/**
 * Where focus goes when a dialog closes or its content changes (WCAG 2.4.3, issue 22): back to the
 * element that opened it while that is still there, else to the heading of what shows now (the
 * topmost open dialog's title, else the page's h1). Written once; the Modal, the post overlay and
 * the photo viewer use it through useReturnFocus, the cookie banner through returnFocus.
 *
 * Headless UI restores focus itself, from a focus history taken as the dialog mounts, but it gives
 * up when that element is gone (the Log in button after a login, the Buy button of a dialog that
 * gave way to the payment dialog) or still inert at that moment (a dialog removed at once, such as
 * the post overlay on Back): focus then falls to <body>. This only acts when focus has fallen there.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * How long after a close focus may still be settling: a 200 ms fade-out, then the unmount, on a
 * slow phone well over that.
 */
const SETTLE_MS = 3000;

/** A dialog that closed and has not given focus back yet: a dialog opening in its place takes it. */
let pending: { target: HTMLElement | null; cancel: () => void } | null = null;

function body(): HTMLElement {
  return document.body;
}

/** The element with focus, if any (not <body>). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== body() && active.isConnected ? active : null;
}

/** In the document, shown, and not under an inert part (what a dialog makes of the page behind it). */
function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  return (
    element !== null &&
    element.isConnected &&
    !element.closest('[inert]') &&
    element.getClientRects().length > 0
  );
}

/**
 * The heading of what shows now: the title of the topmost open dialog (not `leaving`, the one
 * closing), else the page's first visible h1 in its main region, else the main region itself.
 */
export function currentHeading(leaving: HTMLElement | null = null): HTMLElement | null {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(
    (dialog) => canTakeFocus(dialog) && !leaving?.contains(dialog) && !dialog.contains(leaving),
  );
  const top = dialogs.at(-1);
  if (top) {
    const labelledBy = top.getAttribute('aria-labelledby');
    const title = labelledBy ? document.getElementById(labelledBy) : null;
    return canTakeFocus(title) ? title : top;
  }
  const headings = [
    ...document.querySelectorAll<HTMLElement>('main h1'),
    ...document.querySelectorAll<HTMLElement>('h1'),
  ];
  return headings.find(canTakeFocus) ?? document.querySelector<HTMLElement>('main');
}

/** Focuses `element`, making it focusable from script first if it is not (a heading). */
function focusOn(element: HTMLElement): boolean {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: !isOffScreen(element) });
  return document.activeElement === element;
}

function isOffScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom < 0 || box.top > window.innerHeight;
}

/**
 * After something that held focus went away (a dialog closed, the cookie banner accepted): once
 * focus has fallen to <body>, gives it to `opener` if it can take it, else to the heading of what
 * shows now. `leaving` is the closing dialog's panel: while focus is still in it (its fade-out),
 * nothing happens yet. If focus lands anywhere else meanwhile (Headless UI restored it, another
 * dialog took it), that is left as it is.
 */
export function returnFocus(opener: HTMLElement | null, leaving: HTMLElement | null = null): void {
  pending?.cancel();
  const deadline = performance.now() + SETTLE_MS;
  let frame = 0;
  const entry = {
    target: opener,
    cancel: () => {
      cancelAnimationFrame(frame);
      if (pending === entry) pending = null;
    },
  };
  pending = entry;
  const attempt = () => {
    const active = focusedElement();
    const settled = active !== null && !(leaving?.isConnected && leaving.contains(active));
    if (settled) return entry.cancel();
    if (active === null) {
      const target = canTakeFocus(opener) ? opener : currentHeading(leaving);
      if (target && focusOn(target)) return entry.cancel();
    }
    if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
    else entry.cancel();
  };
  frame = requestAnimationFrame(attempt);
}

/**
 * The element a dialog opening now will give focus back to: the one a dialog closing in its place
 * was going to give it to (Buy in the plans dialog opens the payment dialog as the plans dialog
 * closes), else the element with focus unless it is inside the dialog itself.
 */
function takeOpener(panel: HTMLElement | null): HTMLElement | null {
  if (pending) {
    const { target } = pending;
    pending.cancel();
    if (target) return target;
  }
  const active = focusedElement();
  return active && !panel?.contains(active) ? active : null;
}

/**
 * For a dialog on Headless UI: remembers what had focus as it opens and gives focus back to it when
 * it closes or unmounts (returnFocus); while it is open, a change of its content that takes the
 * focused element away (a plan chosen in a list that gives way to its detail) puts focus on the
 * dialog's title, the heading of the new content, rather than leaving it on <body>; and focus sent
 * to the page behind it while it is the topmost dialog comes back into it. Returns the
 * ref for the dialog's panel (Headless UI draws the panel a moment after the dialog opens).
 */
export function useReturnFocus(open: boolean): (panel: HTMLElement | null) => void {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  // The panel as it was last drawn: gone from the ref by the time a closing dialog unmounts.
  const lastPanel = useRef<HTMLElement | null>(null);
  const keepPanel = useCallback((element: HTMLElement | null) => {
    if (element) lastPanel.current = element;
    setPanel(element);
  }, []);
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = takeOpener(lastPanel.current);
    return () => returnFocus(opener, lastPanel.current);
  }, [open]);
  useEffect(() => {
    if (!open || !panel) return undefined;
    let inside = focusedElement();
    if (inside && !panel.contains(inside)) inside = null;
    const headingInside = () => {
      const heading = currentHeading();
      return heading && panel.contains(heading) ? heading : null;
    };
    const observer = new MutationObserver(() => {
      if (focusedElement() !== null || !canTakeFocus(panel)) return;
      const heading = headingInside();
      if (heading) focusOn(heading);
    });
    observer.observe(panel, { childList: true, subtree: true });
    // Headless UI gives focus back as a dialog *unmounts*: a dialog that gave way to this one (the
    // plans dialog to the payment dialog) fades out and then sends focus to the page behind this one.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || panel.contains(target)) {
        if (target instanceof HTMLElement) inside = target;
        return;
      }
      const behind = !target.closest('[data-headlessui-portal]');
      if (!behind || !canTakeFocus(panel)) return;
      const back = canTakeFocus(inside) ? inside : headingInside();
      if (back) focusOn(back);
    };
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, [open, panel]);
  return keepPanel;
}

/**
 * Drops a return of focus still waiting to happen (returnFocus waits up to SETTLE_MS): for a page
 * that is replaced entirely in the same document, as Storybook shows story after story, where it
 * would put focus on the next story's heading (the top bar's stories then found their bar held on
 * screen by that focus).
 */
export function forgetPendingReturnFocus(): void {
  pending?.cancel();
}
