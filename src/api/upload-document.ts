/**
 * Uploads a creator document, the ID photo or the face photo (docs/api.md, creator document
 * upload): the image upload's signed form, posted to /api/upload/document. The answer is a
 * reference for user/applyCreator, never an address: documents are private.
 */
import { sendSignedUpload, type UploadOptions } from './upload-image.ts';
import { HttpError } from './errors.ts';

export const DOCUMENT_UPLOAD_URL = '/api/upload/document';

/** Sends the photo; resolves with its reference. Rejects as sendSignedUpload does. */
export async function uploadDocument(file: Blob, options: UploadOptions = {}): Promise<string> {
  const answer = await sendSignedUpload(DOCUMENT_UPLOAD_URL, file, options);
  if (typeof answer.msg !== 'string' || answer.msg === '') throw new HttpError(200, 'Unexpected answer');
  return answer.msg;
}
