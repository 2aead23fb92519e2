import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useTraceLeak, type LeakTrace } from '../../../api/ops-trace-leak.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { FormField } from '../../../components/atoms/form-field/form-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import {
  TRACE_LEAK_ACCEPT,
  TRACE_LEAK_ERROR,
  MARK_FOUND_FROM,
  TRACE_LEAK_MAX_BYTES,
  traceLeakFormSchema,
  type TracedLeakAnswer,
} from '../../../contract/calls/ops-leaks.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { OpsPage } from '../queue/queue-layout.tsx';
import { opsLeaksMessages as m } from './ops-leaks-messages.ts';

const MAX_MEGABYTES = TRACE_LEAK_MAX_BYTES / (1024 * 1024);

const LINK_CLASSES =
  'inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A file name kept in its own direction inside a sentence of either direction (FSI … PDI). */
function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The member's console page, opened on them. */
function memberPath(id: number): string {
  return `/ops/members?member=${id}`;
}

/** One line of the result: its name and what the mark says. */
function ResultRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-ink-muted sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** What the mark names: the member and the post (links into the console), its strength and scale. */
function FoundTrace({ trace }: { trace: TracedLeakAnswer }) {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <dl className="flex flex-col gap-3">
      <ResultRow term={intl.formatMessage(m.member)}>
        {trace.viewerUsername === null ? (
          intl.formatMessage(m.memberGone, { id: trace.viewerId })
        ) : (
          <>
            <Link to={to(memberPath(trace.viewerId))} className={LINK_CLASSES}>
              <bdi dir="auto">@{trace.viewerUsername}</bdi>
            </Link>{' '}
            <span className="text-sm text-ink-muted">
              ({intl.formatMessage(m.memberId, { id: trace.viewerId })})
            </span>
          </>
        )}
      </ResultRow>
      <ResultRow term={intl.formatMessage(m.post)}>
        {trace.post === null ? (
          intl.formatMessage(m.postGone, { id: trace.postId })
        ) : (
          <>
            <Link to={to(memberPath(trace.post.authorId))} className={LINK_CLASSES}>
              {intl.formatMessage(m.postLink, {
                title: isolated(trace.post.title || intl.formatMessage(m.untitled)),
                author: isolated(`@${trace.post.authorUsername}`),
              })}
            </Link>{' '}
            <span className="text-sm text-ink-muted">
              ({intl.formatMessage(m.postId, { id: trace.postId })})
            </span>
          </>
        )}
      </ResultRow>
      <ResultRow term={intl.formatMessage(m.strength)}>
        {intl.formatMessage(m.strengthValue, {
          score: intl.formatNumber(trace.score, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          threshold: intl.formatNumber(MARK_FOUND_FROM, { minimumFractionDigits: 1 }),
        })}
      </ResultRow>
      <ResultRow term={intl.formatMessage(m.scale)}>
        {intl.formatMessage(m.scaleValue, {
          scale: intl.formatNumber(trace.scale, { style: 'percent', maximumFractionDigits: 0 }),
        })}
      </ResultRow>
    </dl>
  );
}

/** The answer of the last trace; its heading takes the focus, so the keyboard goes on from there. */
function TraceResult({ result, file }: { result: LeakTrace; file: string }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="ops-leaks-result"
      className="flex flex-col gap-4 rounded-card bg-surface p-4 ring-1 ring-line sm:p-6"
    >
      <h2
        id="ops-leaks-result"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-ink outline-none"
      >
        {intl.formatMessage(m.resultTitle)}
      </h2>
      <p className={result.found ? 'font-medium text-ink' : 'text-ink'}>
        {intl.formatMessage(result.found ? m.found : m.notFound, { file: isolated(file) })}
      </p>
      {result.found ? <FoundTrace trace={result.trace} /> : null}
    </section>
  );
}

/**
 * /{lang}/ops/leaks (moderators, admins): the operator picks a leaked copy of an image and traces
 * it; the answer names the member it was served to and the post, each a link into the console,
 * with the mark's strength and the copy's scale, or says that no mark was found. The server
 * writes every trace to the audit log.
 */
export function OpsLeaksScreen() {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const trace = useTraceLeak();
  const [shown, setShown] = useState<{ result: LeakTrace; file: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit } = useZodForm(traceLeakFormSchema);
  const { field, fieldState } = useController({ control, name: 'file' });
  const fieldError = fieldState.error?.message;
  // Checked here before a byte is sent; named by its file, as the server's refusals are not.
  const chosen = (field.value as File | undefined)?.name ?? '';
  const error =
    fieldError === undefined
      ? undefined
      : fieldError === TRACE_LEAK_ERROR.tooLarge
        ? intl.formatMessage(m.tooLarge, { file: chosen, megabytes: MAX_MEGABYTES })
        : fieldError === TRACE_LEAK_ERROR.notImage
          ? intl.formatMessage(m.notImage, { file: chosen })
          : intl.formatMessage(m.missing);
  const submit = handleSubmit(async ({ file }) => {
    setRefusal(null);
    setShown(null);
    try {
      setShown({ result: await trace.mutateAsync(file), file: file.name });
    } catch (failure) {
      setRefusal(refusalText(failure));
    }
  });
  return (
    <OpsPage title={intl.formatMessage(opsQueueMessages.leaks)}>
      <div className="flex max-w-3xl flex-col gap-5">
        <p className="text-ink-muted">{intl.formatMessage(m.intro)}</p>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4"
          aria-busy={trace.isPending || undefined}
        >
          <FormField
            label={intl.formatMessage(m.file)}
            hint={intl.formatMessage(m.fileHint, { megabytes: MAX_MEGABYTES })}
            error={error}
            required
          >
            {(fieldControl) => (
              <div className="flex flex-wrap items-center gap-3">
                {/* The native input, visually hidden, keeps the keyboard and the screen reader; the
                    label beside it is its visible, translated button. */}
                <input
                  ref={field.ref}
                  id={fieldControl.id}
                  name={field.name}
                  type="file"
                  accept={TRACE_LEAK_ACCEPT}
                  required
                  aria-invalid={fieldControl.invalid || undefined}
                  aria-describedby={`${fieldControl.describedBy ?? ''} ops-leaks-chosen`.trim()}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    setRefusal(null);
                    field.onChange(event.target.files?.[0]);
                  }}
                  className="peer sr-only"
                />
                <label
                  htmlFor={fieldControl.id}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
                >
                  {intl.formatMessage(m.choose)}
                </label>
                <span id="ops-leaks-chosen" dir="auto" className="min-w-0 text-sm break-all text-ink-muted">
                  {field.value instanceof File ? field.value.name : intl.formatMessage(m.noneChosen)}
                </span>
              </div>
            )}
          </FormField>
          <div>
            <Button type="submit" loading={trace.isPending}>
              {intl.formatMessage(m.trace)}
            </Button>
          </div>
          <p role="status" className="text-sm text-ink-muted empty:hidden">
            {trace.isPending ? intl.formatMessage(m.tracing) : null}
          </p>
          <FormRefusal id="ops-leaks-refusal" message={refusal} />
        </form>
        {shown ? <TraceResult result={shown.result} file={shown.file} /> : null}
      </div>
    </OpsPage>
  );
}
