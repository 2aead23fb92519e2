import { useLayoutEffect, useState, type FormEvent, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/errors.ts';
import { usePublishPost } from '../../api/publish-post.ts';
import { REVIEW_STATUS } from '../../contract/enums.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { openDialog } from '../../state/dialogs.ts';
import { nowSeconds } from './post-for-edit.ts';
import { postListTab, type PublishDraftForm } from './publish-draft.ts';
import type { PublishFormContext } from './publish-form-resolver.ts';
import type { PublishRequest } from '../../contract/rules/publish-form-values.ts';
import { publishMessages as m } from './publish-messages.ts';

/**
 * Publishing (spec §2, §5): the draft checked as the server would, its problems shown with the
 * first one scrolled into view; then article/publish, and on success the post list's tab with an
 * alert saying whether the post is out, processing or in review; a refusal in an alert.
 */
export function usePublishSubmit({
  form,
  formRef,
  onPublished,
}: {
  form: UseFormReturn<PublishDraftForm, PublishFormContext, PublishRequest>;
  formRef: RefObject<HTMLFormElement | null>;
  /** Published: the leave confirmation no longer applies. */
  onPublished: () => void;
}) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const publish = usePublishPost();

  // The first field in trouble is scrolled into view, so its message is seen. The scroll waits
  // for the render that shows the problems: a frame callback could run before that render on a
  // busy machine and find no problem, or an earlier one, to scroll to.
  const [problemsShown, setProblemsShown] = useState(0);
  useLayoutEffect(() => {
    if (problemsShown === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')
      ?.scrollIntoView?.({ block: 'center' });
  }, [problemsShown, formRef]);
  const showFirstProblem = () => setProblemsShown((count) => count + 1);

  const send = async (request: PublishRequest) => {
    try {
      const answer = await publish.mutateAsync(request);
      onPublished();
      const tab = postListTab(form.getValues('access'), request.display_at, nowSeconds());
      navigate(to(`/mine/post?t=${tab}`));
      openDialog({
        kind: 'alert',
        title: intl.formatMessage(m.successTitle),
        message: intl.formatMessage(
          answer.status === REVIEW_STATUS.published
            ? m.successPublished
            : answer.status === REVIEW_STATUS.readySlice
              ? m.successProcessing
              : m.successReview,
        ),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      openDialog({
        kind: 'alert',
        title: intl.formatMessage(m.failTitle),
        message: error.message,
      });
    }
  };
  const submit = (event: FormEvent) => form.handleSubmit(send, showFirstProblem)(event);
  return { submit, publishing: publish.isPending };
}
