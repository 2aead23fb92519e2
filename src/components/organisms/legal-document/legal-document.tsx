import { Fragment, useId, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { LegalBlock, LegalPlaceholder, LegalText } from '../../../contract/legal-texts.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { filledLegalText, legalPieces } from './legal-inline.ts';
import { legalDocumentMessages as m } from './legal-document-messages.ts';

export interface LegalDocumentProps {
  text: LegalText;
  /** What the text's placeholders say: the operator's name, address and contact, the site. */
  values: Readonly<Record<LegalPlaceholder, string>>;
  /**
   * Whether the title is the document's own h1 (a page); in a dialog the dialog's title says it.
   * @default true
   */
  showTitle?: boolean;
  className?: string;
}

const linkClasses =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

function Line({ text, values }: { text: string; values: LegalDocumentProps['values'] }) {
  const to = useLocalePath();
  return (
    <>
      {legalPieces(text, values).map((piece, index) =>
        !('href' in piece) ? (
          <Fragment key={index}>{piece.text}</Fragment>
        ) : piece.kind === 'page' ? (
          <Link key={index} href={to(piece.href)} className={linkClasses}>
            {piece.text}
          </Link>
        ) : (
          <a key={index} href={piece.href} className={linkClasses}>
            {piece.text}
          </a>
        ),
      )}
    </>
  );
}

function Block({
  block,
  values,
  label,
}: {
  block: LegalBlock;
  values: LegalDocumentProps['values'];
  label: string;
}) {
  if ('p' in block) {
    return (
      <p>
        <Line text={block.p} values={values} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-1.5 ps-6">
        {block.list.map((item, index) => (
          <li key={index}>
            <Line text={item} values={values} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    // A wide table scrolls inside its frame at 375 px; the frame is a tab stop so a keyboard can scroll it.
    <div
      className="overflow-x-auto rounded-card border border-line"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
        <thead className="bg-surface-muted">
          <tr>
            {block.table.head.map((cell, index) => (
              <th key={index} scope="col" className="px-3 py-2 text-start font-semibold text-ink">
                <Line text={cell} values={values} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t border-line align-top">
              {row.map((cell, index) => (
                <td key={index} className="px-3 py-2">
                  <Line text={cell} values={values} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A legal text (src/contract/legal-texts.ts): its title, effective date and summary, a table of
 * contents whose entries move to their part (and its heading takes focus), then the parts.
 */
export function LegalDocument({ text, values, showTitle = true, className = '' }: LegalDocumentProps) {
  const intl = useIntl();
  const prefix = useId();
  const anchor = (id: string) => `${prefix}-${id}`;
  const contentsId = `${prefix}-contents`;
  const effective = intl.formatDate(`${text.version}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });

  // In a dialog the address's hash means nothing: the entry scrolls its part into view itself.
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = document.getElementById(anchor(id));
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <article className={`space-y-6 text-[0.9375rem] leading-relaxed text-ink-muted ${className}`}>
      <header className="space-y-2">
        {showTitle ? (
          <h1 className="text-2xl font-bold text-ink">{filledLegalText(text.title, values)}</h1>
        ) : null}
        <p className="text-sm text-ink-subtle">{intl.formatMessage(m.effective, { date: effective })}</p>
        <p className="text-ink">
          <Line text={text.summary} values={values} />
        </p>
      </header>
      <nav aria-labelledby={contentsId} className="rounded-card bg-surface-muted p-4">
        <h2 id={contentsId} className="mb-2 text-sm font-semibold text-ink">
          {intl.formatMessage(m.contents)}
        </h2>
        <ol className="list-decimal space-y-1 ps-6 text-sm">
          {text.parts.map((part) => (
            <li key={part.id}>
              <a
                href={`#${anchor(part.id)}`}
                onClick={(event) => goTo(event, part.id)}
                className="inline-flex min-h-6 items-center text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {filledLegalText(part.heading, values)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {text.parts.map((part) => (
        <section key={part.id} className="space-y-3">
          <h2
            id={anchor(part.id)}
            tabIndex={-1}
            className="scroll-mt-20 text-lg font-semibold text-ink focus:outline-none"
          >
            {filledLegalText(part.heading, values)}
          </h2>
          {part.blocks.map((block, index) => (
            <Block key={index} block={block} values={values} label={part.heading} />
          ))}
        </section>
      ))}
    </article>
  );
}
