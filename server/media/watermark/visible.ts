/**
 * The visible mark a creator may turn on (issue 26; src/contract/visible-mark.ts): the viewer's
 * `@username · host`, white with a dark outline so it reads on light and dark pictures, in a
 * corner, the centre, or repeated diagonally. Drawn over the decoded pixels BEFORE the invisible
 * mark is added (watermark.ts), so the copy still names its viewer for the tracer.
 *
 * sharp (librsvg) renders the label once per text and size, from an SVG in a sans-serif font
 * (fontconfig: DejaVu Sans or any sans-serif; usernames are ASCII letters and digits); the label's
 * inked pixels are then blended into the picture in integer arithmetic. A composite through
 * libvips would blend the whole picture in floating point (87 ms at 1920 px, decision doc).
 */
import sharp from 'sharp';
import type { VisibleMarkPlacement as VisibleMarkPlace } from '../../../src/contract/visible-mark.ts';

/** What a viewer's copy shows: the text, where, and how opaque (per cent, 10 to 60). */
export interface VisibleMarkDrawing {
  text: string;
  placement: VisibleMarkPlace;
  opacity: number;
}

/** A rendered label: its size and its inked pixels (offset, coverage 1..255, grey 0..255). */
interface Label {
  width: number;
  height: number;
  at: Int32Array;
  cover: Uint8Array;
  grey: Uint8Array;
}

/** Label size as a share of the picture's short side: read on a phone, not covering the subject. */
const CORNER_SCALE = 0.045;
const TILED_SCALE = 0.035;
const MIN_FONT_PX = 10;
const MAX_FONT_PX = 160;
/** Diagonal of the tiled mark (degrees, rising to the end of the line). */
const TILT = -30;
const LABELS_KEPT = 64;
const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

type Edge = 'start' | 'end' | 'middle';
/** Row and column of each single-label placement. */
const CORNERS: Record<Exclude<VisibleMarkPlace, 'tiled'>, [Edge, Edge]> = {
  'top-left': ['start', 'start'],
  'top-right': ['start', 'end'],
  'bottom-left': ['end', 'start'],
  'bottom-right': ['end', 'end'],
  center: ['middle', 'middle'],
};

const labels = new Map<string, Promise<Label>>();

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The font size for a picture: a share of its short side, within readable bounds. */
export function visibleMarkFontPx(width: number, height: number, placement: VisibleMarkPlace): number {
  const scale = placement === 'tiled' ? TILED_SCALE : CORNER_SCALE;
  return Math.max(MIN_FONT_PX, Math.min(MAX_FONT_PX, Math.round(Math.min(width, height) * scale)));
}

/** Renders `text` (tilted for the tiled mark) and keeps only its inked pixels. */
async function renderLabel(text: string, fontPx: number, tilted: boolean): Promise<Label> {
  // A generous box (an average glyph is narrower than 0.7 em); the ink is measured after rendering.
  const textWidth = Math.ceil(fontPx * 0.7 * text.length) + fontPx;
  const textHeight = Math.ceil(fontPx * 1.6);
  const radians = (Math.abs(TILT) * Math.PI) / 180;
  const width = tilted
    ? Math.ceil(textWidth * Math.cos(radians) + textHeight * Math.sin(radians))
    : textWidth;
  const height = tilted
    ? Math.ceil(textWidth * Math.sin(radians) + textHeight * Math.cos(radians))
    : textHeight;
  const stroke = Math.max(1, fontPx * 0.1).toFixed(1);
  const transform = tilted ? ` transform="rotate(${TILT} ${width / 2} ${height / 2})"` : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="central"` +
    ` font-family="${FONT}" font-size="${fontPx}" font-weight="bold" fill="#fff" stroke="#000"` +
    ` stroke-opacity="0.6" stroke-width="${stroke}" stroke-linejoin="round" paint-order="stroke"${transform}>` +
    `${escapeXml(text)}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  let top = info.height;
  let bottom = -1;
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1)
      if (data[(y * info.width + x) * 4 + 3]! > 0) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
  const inkWidth = Math.max(0, right - left + 1);
  const inkHeight = Math.max(0, bottom - top + 1);
  const at: number[] = [];
  const cover: number[] = [];
  const grey: number[] = [];
  for (let y = top; y <= bottom; y += 1)
    for (let x = left; x <= right; x += 1) {
      const pixel = (y * info.width + x) * 4;
      const alpha = data[pixel + 3]!;
      if (alpha === 0) continue;
      at.push((y - top) * inkWidth + (x - left));
      cover.push(alpha);
      grey.push(data[pixel]!);
    }
  return {
    width: inkWidth,
    height: inkHeight,
    at: Int32Array.from(at),
    cover: Uint8Array.from(cover),
    grey: Uint8Array.from(grey),
  };
}

function labelOf(text: string, fontPx: number, tilted: boolean): Promise<Label> {
  const name = `${tilted ? 't' : 'h'}:${fontPx}:${text}`;
  let label = labels.get(name);
  if (!label) {
    label = renderLabel(text, fontPx, tilted);
    label.catch(() => labels.delete(name));
    if (labels.size >= LABELS_KEPT) labels.delete(labels.keys().next().value!);
    labels.set(name, label);
  }
  return label;
}

/** Blends `label` with its top-left corner at (left, top), clipped to the picture. */
function blend(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: number,
  label: Label,
  left: number,
  top: number,
  opacity: number,
) {
  const colours = channels >= 3 ? 3 : 1;
  const weight = Math.round((opacity / 100) * 256);
  const whole = left >= 0 && top >= 0 && left + label.width <= width && top + label.height <= height;
  for (let i = 0; i < label.at.length; i += 1) {
    const offset = label.at[i]!;
    const y = top + Math.floor(offset / label.width);
    const x = left + (offset % label.width);
    if (!whole && (x < 0 || y < 0 || x >= width || y >= height)) continue;
    // Coverage times opacity, out of 65,536: integer blending, exact enough for 8 bits.
    const alpha = label.cover[i]! * weight;
    const grey = label.grey[i]!;
    let at = (y * width + x) * channels;
    for (let c = 0; c < colours; c += 1, at += 1) {
      const value = pixels[at]!;
      pixels[at] = value + (((grey - value) * alpha) >> 16);
    }
  }
}

/**
 * Draws the visible mark over interleaved 8-bit pixels (1 to 4 channels; an alpha channel is left
 * alone), in place.
 */
export async function drawVisibleMark(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: number,
  mark: VisibleMarkDrawing,
): Promise<void> {
  const fontPx = visibleMarkFontPx(width, height, mark.placement);
  const tilted = mark.placement === 'tiled';
  const label = await labelOf(mark.text, fontPx, tilted);
  if (label.width === 0) return;
  const draw = (left: number, top: number) =>
    blend(pixels, width, height, channels, label, Math.round(left), Math.round(top), mark.opacity);
  if (mark.placement !== 'tiled') {
    const margin = Math.round(fontPx * 0.6);
    const leftOf = { start: margin, end: width - margin - label.width, middle: (width - label.width) / 2 };
    const topOf = { start: margin, end: height - margin - label.height, middle: (height - label.height) / 2 };
    const [row, column] = CORNERS[mark.placement];
    draw(leftOf[column], topOf[row]);
    return;
  }
  // Tiled: labels end to end along parallel diagonals, every other line shifted by half a label,
  // from the picture's centre out until they leave it.
  const radians = (TILT * Math.PI) / 180;
  const along = { x: Math.cos(radians), y: Math.sin(radians) };
  const across = { x: -along.y, y: along.x };
  const length = Math.hypot(label.width, label.height) * 0.95 + fontPx * 2;
  const spacing = fontPx * 5;
  const reach = Math.ceil(Math.hypot(width, height) / 2 / Math.min(length, spacing)) + 1;
  for (let j = -reach; j <= reach; j += 1) {
    for (let i = -reach; i <= reach; i += 1) {
      const shift = i + (j & 1) / 2;
      const cx = width / 2 + shift * length * along.x + j * spacing * across.x;
      const cy = height / 2 + shift * length * along.y + j * spacing * across.y;
      if (cx < -label.width / 2 || cy < -label.height / 2) continue;
      if (cx > width + label.width / 2 || cy > height + label.height / 2) continue;
      draw(cx - label.width / 2, cy - label.height / 2);
    }
  }
}
