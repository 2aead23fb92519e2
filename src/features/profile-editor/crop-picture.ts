/**
 * Cuts the part of a picture the member framed (PictureCrop's area, in the picture's pixels) to
 * the frame's size, as a JPEG to upload. The server scales what it receives to the same frame, so
 * the picture stays as framed; a GIF keeps its first frame.
 */
export async function cropPicture(
  file: Blob,
  area: { x: number; y: number; width: number; height: number },
  frame: { width: number; height: number },
): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = frame.width;
    canvas.height = frame.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: a transparent PNG sits on white, as the server's sizes do.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, frame.width, frame.height);
    context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, frame.width, frame.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No JPEG'))), 'image/jpeg', 0.9),
    );
  } finally {
    bitmap.close();
  }
}
