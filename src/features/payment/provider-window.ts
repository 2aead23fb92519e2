/**
 * The provider's page in a window of its own (spec §4 "the provider page opens in a new window").
 * A popup blocker lets a window open only during the click, but the page's address comes later
 * (the order is created first): so the click opens a blank window at once and the address is
 * given to it when the order answers. A provider that wants the fields POSTed gets a form
 * submitted inside that window.
 */
import type { OrderCreated } from '../../contract/entities-money.ts';

/** A window the app opened for the provider, or null when the browser refused one. */
export type ProviderWindow = Window | null;

/**
 * Opens a blank window now, inside the click handler. The new window gets no way back to the app
 * (`opener` cleared): the provider's page must not reach into it.
 */
export function openBlankWindow(): ProviderWindow {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  return opened;
}

/** The provider's address made absolute, or null unless it is http(s): never a script URL. */
export function providerAddress(url: string, base: string = window.location.href): string | null {
  try {
    const address = new URL(url, base);
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null;
  } catch {
    return null;
  }
}

/**
 * Shows the order's page in `target`: a plain navigation, or, with `post_data`, a form POSTed from
 * inside the window (its blank document is the app's origin, so the app may write it). Answers
 * false when there is no window to show it in.
 */
export function showProviderPage(
  target: ProviderWindow,
  order: Pick<OrderCreated, 'url' | 'post_data'>,
): boolean {
  const address = providerAddress(order.url);
  if (!target || target.closed || !address) return false;
  if (!order.post_data) {
    target.location.replace(address);
    return true;
  }
  const page = target.document;
  const form = page.createElement('form');
  form.method = 'POST';
  form.action = address;
  for (const [name, value] of Object.entries(order.post_data)) {
    const field = page.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.append(field);
  }
  page.body.append(form);
  form.submit();
  return true;
}

/** Closes a window the app opened for an attempt that will not use it. */
export function closeProviderWindow(target: ProviderWindow): void {
  if (target && !target.closed) target.close();
}
