import type { FormEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/errors.ts';
import { usePublishPost } from '../../api/publish-post.ts';
import { REVIEW_STATUS } from '../../contract/enums.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { openDialog } from '../../state/dialogs.ts';
import { nowSeconds } from './post-for-edit.ts';
import {
  displayAtOf,
  draftErrors,
  postListTab,
  publishRequest,
  type DraftErrors,
  type DraftUpload,
  type PublishDraftForm,
} from './publish-draft.ts';
import { publishMessages as m } from './publish-messages.ts';

/**
 * Publishing (spec §2, §5): the draft checked as the server would, its problems shown with the
 * first one scrolled into view; then article/publish, and on success the post list's tab with an
 * alert saying whether the post is out, processing or in review; a refusal in an alert.
 */
export function usePublishSubmit({
  form,
  uploads,
  formRef,
  onChecked,
  onPublished,
}: {
  form: PublishDraftForm;
  uploads: readonly DraftUpload[];
  formRef: RefObject<HTMLFormElement | null>;
  /** The draft's problems, empty when it may be sent. */
  onChecked: (errors: DraftErrors) => void;
  /** Published: the leave confirmation no longer applies. */
  onPublished: () => void;
}) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const publish = usePublishPost();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const now = nowSeconds();
    const found = draftErrors(form, uploads, now);
    onChecked(found);
    if (Object.keys(found).length > 0) {
      // The first field in trouble gets the focus, so the message is read out.
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')
          ?.scrollIntoView?.({
            block: 'center',
          }),
      );
      return;
    }
    try {
      const answer = await publish.mutateAsync(publishRequest(form, uploads, now));
      onPublished();
      const tab = postListTab(form.access, displayAtOf(form, now), now);
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
  return { submit, publishing: publish.isPending };
}
