import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { RawIntlProvider, useIntl } from 'react-intl';
import { Router, useLocation, useSearch } from 'wouter';
import { Badge } from '../../components/atoms/badge/badge.tsx';
import { CreatorCard } from '../../components/molecules/creator-card/creator-card.tsx';
import { APP_START_ELEMENT_ID, type AppStart } from '../../contract/first-html.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { ClientOnlySample } from './client-only.tsx';
import { devmodePageTexts as t } from './devmode-messages.ts';
import { SAMPLE_CREATOR } from './devmode-samples.ts';

/**
 * The app-start element a first-HTML document carries (server/http/app-shell.ts): it stays in the
 * document after the app's first render has replaced the first HTML itself.
 */
function documentAppStart(): AppStart | null {
  const text = document.getElementById(APP_START_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as AppStart;
  } catch {
    return null;
  }
}

/** React's ids of `useId` (`_r_1_`), which differ between two roots by design. */
const REACT_ID = /_[Rr]_[0-9a-z]*_/g;

/** A style attribute as the browser writes it back (`width: 72px;`, where React's server writes `width:72px`). */
function cssText(style: string): string {
  const probe = document.createElement('div');
  probe.style.cssText = style;
  return probe.getAttribute('style') ?? '';
}

/**
 * Markup as the browser serialises it, without what never shows: the comments a server render puts
 * between text parts, the order of an element's attributes (React's client sets an image's `src`
 * last), how a style is spelt, React's ids. The server's string and the app's DOM then read alike when they draw alike.
 */
function comparable(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(
    template.content,
    NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_ELEMENT,
  );
  const comments: Node[] = [];
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node instanceof Element) {
      const attributes = [...node.attributes].map(({ name, value }) => [name, value] as const).sort();
      for (const [name] of attributes) node.removeAttribute(name);
      for (const [name, value] of attributes)
        node.setAttribute(name, name === 'style' ? cssText(value) : value);
    } else comments.push(node);
  }
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return template.innerHTML.replace(REACT_ID, '_id_');
}

interface Renders {
  server: string;
  app: string;
}

/**
 * One widget rendered twice: by the server's renderer (renderToString, as the first HTML is made,
 * here in the browser) and by the app; the app's markup is read as its first render committed it.
 */
function RenderComparison({ name, children }: { name: string; children: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  const search = useSearch();
  const headingId = useId();
  const [renders, setRenders] = useState<Renders | null>(null);
  const taken = useRef(false);
  // A ref callback runs as the first render is committed, before any later render changes it.
  const readFirstRender = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || taken.current) return;
      taken.current = true;
      const server = renderToString(
        <RawIntlProvider value={intl}>
          <Router ssrPath={location} ssrSearch={search}>
            {children}
          </Router>
        </RawIntlProvider>,
      );
      setRenders({ server, app: node.innerHTML });
    },
    [children, intl, location, search],
  );
  const same = renders ? comparable(renders.server) === comparable(renders.app) : null;
  return (
    <section aria-labelledby={headingId} data-testid={`render-${name}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          <code>{name}</code>
        </h2>
        {same === null ? null : (
          <span data-testid="render-verdict" data-same={same}>
            <Badge tone={same ? 'success' : 'warning'}>
              {intl.formatMessage(same ? t.sameMarkup : t.differentMarkup)}
            </Badge>
          </span>
        )}
      </div>
      <div className="grid gap-4 desktop:grid-cols-2">
        <figure className="flex min-w-0 flex-col gap-2">
          <figcaption className="text-sm font-medium text-ink-muted">
            {intl.formatMessage(t.serverRender)}
          </figcaption>
          {/* Inert, as the first HTML is until the app replaces it. */}
          <div inert dangerouslySetInnerHTML={{ __html: renders?.server ?? '' }} />
          <pre
            className="rounded-control bg-surface-sunken p-2 text-xs break-all whitespace-pre-wrap"
            dir="ltr"
          >
            {renders?.server}
          </pre>
        </figure>
        <figure className="flex min-w-0 flex-col gap-2">
          <figcaption className="text-sm font-medium text-ink-muted">
            {intl.formatMessage(t.appRender)}
          </figcaption>
          <div ref={readFirstRender}>{children}</div>
          <pre
            className="rounded-control bg-surface-sunken p-2 text-xs break-all whitespace-pre-wrap"
            dir="ltr"
          >
            {renders?.app}
          </pre>
        </figure>
      </div>
    </section>
  );
}

/**
 * hydration: what this document carried, and two widgets as the server renders them beside the
 * app's first render. The app does not hydrate (src/app/first-html/render-first-html.tsx): its
 * first render replaces the first HTML, so the two should draw the same, but for the parts only
 * the browser draws.
 */
export function HydrationPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const [appStart] = useState(documentAppStart);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p data-testid="first-html" className="text-ink">
          {intl.formatMessage(appStart ? t.withFirstHtml : t.withoutFirstHtml)}
        </p>
        {appStart ? (
          <pre
            className="rounded-control bg-surface-sunken p-2 text-xs break-all whitespace-pre-wrap"
            dir="ltr"
          >
            {JSON.stringify(appStart, null, 2)}
          </pre>
        ) : null}
      </div>
      <RenderComparison name="CreatorCard">
        <CreatorCard creator={SAMPLE_CREATOR} href={to(`/${SAMPLE_CREATOR.username}`)} className="max-w-xs" />
      </RenderComparison>
      <RenderComparison name="ClientOnly">
        <ClientOnlySample />
      </RenderComparison>
    </div>
  );
}
