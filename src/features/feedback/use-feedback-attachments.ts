/**
 * The images of one feedback while the dialog is open: each uploads as soon as it is picked
 * (POST /api/upload/feedback, visitors too), shows as a chip while on its way, and leaves with its
 * reference; removed, its upload is cancelled. A refused upload leaves the list and says why.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors.ts';
import { uploadFeedbackImage } from '../../api/upload-feedback-image.ts';
import type { FeedbackAttachment } from '../../components/organisms/feedback-form/feedback-form.tsx';
import { commonMessages } from '../../components/messages/common-messages.ts';

interface Upload {
  /** Resolves with the reference, or null once refused or removed. */
  done: Promise<string | null>;
  abort: AbortController;
}

export interface FeedbackAttachments {
  attachments: FeedbackAttachment[];
  /** Why the last upload was refused, until another image is picked or removed. */
  error: string | undefined;
  add(files: File[]): void;
  remove(id: string): void;
  /**
   * Waits for the uploads on their way; answers the references of the attached images in order,
   * or null when one was refused meanwhile (its reason is then in `error`).
   */
  settled(): Promise<string[] | null>;
}

let sequence = 0;

export function useFeedbackAttachments(): FeedbackAttachments {
  const intl = useIntl();
  const [attachments, setAttachments] = useState<FeedbackAttachment[]>([]);
  const [error, setError] = useState<string>();
  const uploads = useRef(new Map<string, Upload>());

  const upload = (id: string, file: File): Upload => {
    const abort = new AbortController();
    const done = uploadFeedbackImage(file, { signal: abort.signal }).then(
      (ref) => {
        setAttachments((list) => list.map((item) => (item.id === id ? { ...item, uploading: false } : item)));
        return ref;
      },
      (failure: unknown) => {
        uploads.current.delete(id);
        setAttachments((list) => list.filter((item) => item.id !== id));
        if (!abort.signal.aborted) {
          setError(failure instanceof ApiError ? failure.message : intl.formatMessage(commonMessages.error));
        }
        return null;
      },
    );
    return { done, abort };
  };

  return {
    attachments,
    error,
    add(files) {
      setError(undefined);
      const added = files.map((file) => {
        sequence += 1;
        const id = `feedback-image-${sequence}`;
        uploads.current.set(id, upload(id, file));
        return { id, name: file.name, uploading: true };
      });
      setAttachments((list) => [...list, ...added]);
    },
    remove(id) {
      setError(undefined);
      uploads.current.get(id)?.abort.abort();
      uploads.current.delete(id);
      setAttachments((list) => list.filter((item) => item.id !== id));
    },
    async settled() {
      const waiting = [...uploads.current.values()];
      const refs = await Promise.all(waiting.map((item) => item.done));
      return refs.every((ref) => ref !== null) ? (refs as string[]) : null;
    },
  };
}
