/** Files for the publish stories, and picking them as a user would. */
import { userEvent, waitFor, within } from 'storybook/test';

/** A real PNG drawn in the browser. */
export async function pngFile(name = 'harbour.png', width = 240, height = 160): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.fillStyle = '#2a6f97';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#f4a261';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], name, { type: 'image/png' });
}

export const fakeFile = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

/**
 * An MP4 by its first bytes (an `ftyp` box, brand isom) and `bytes` long: what the server's byte
 * check takes for a video; the mocks never decode it.
 */
export function mp4File(name = 'clip.mp4', bytes = 64 * 1024): File {
  const data = new Uint8Array(bytes);
  data.set([0, 0, 0, 0x18], 0);
  data.set(new TextEncoder().encode('ftypisom'), 4);
  for (let i = 32; i < bytes; i += 1) data[i] = (i * 31) & 0xff;
  return new File([data], name, { type: 'video/mp4' });
}

/** Picks files as a user would, past the input's accept list (a drop or a picker showing all files). */
export async function pick(canvasElement: HTMLElement, files: File[]) {
  const input = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Fills title, text and category (Photography). */
export async function fillFields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(document.body);
  await userEvent.type(canvas.getByLabelText(/^Title/), 'Harbour at dawn');
  await userEvent.type(canvas.getByLabelText(/^Text/), 'Six frames from the pier.');
  await userEvent.click(await canvas.findByRole('button', { name: /Category/ }));
  await userEvent.click(await body.findByRole('option', { name: 'Photography' }));
}
