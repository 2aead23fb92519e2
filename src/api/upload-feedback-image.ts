/**
 * Uploads an image for feedback (docs/api.md, feedback image upload): the image upload's signed
 * form posted to /api/upload/feedback, by a visitor too (their guest id in the token's place).
 * The answer is a reference for user/feedback's `attachment`, never an address: the images are
 * private.
 */
import { HttpError } from './errors.ts';
import { sendSignedUpload, type UploadOptions } from './upload-image.ts';

export const FEEDBACK_UPLOAD_URL = '/api/upload/feedback';

/** Sends the image; resolves with its reference. Rejects as sendSignedUpload does. */
export async function uploadFeedbackImage(file: Blob, options: UploadOptions = {}): Promise<string> {
  const answer = await sendSignedUpload(FEEDBACK_UPLOAD_URL, file, options, { visitors: true });
  if (typeof answer.msg !== 'string' || answer.msg === '') throw new HttpError(200, 'Unexpected answer');
  return answer.msg;
}
