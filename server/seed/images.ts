/**
 * Pictures drawn at seed time: SVG gradients, shapes and initials rendered with sharp, so the demo
 * needs no downloads. Each drawing takes its own variant number, so results never depend on order.
 */
import sharp from 'sharp';
import { createRandom } from './random.ts';

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360},${s}%,${l}%)`;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function gradient(id: string, hue: number, spread: number) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(hue, 75, 62)}"/><stop offset="1" stop-color="${hsl(hue + spread, 70, 28)}"/></linearGradient>`;
}

function shapes(width: number, height: number, hue: number, variant: number, count: number): string {
  const random = createRandom(variant);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const size = random.int(
      Math.round(Math.min(width, height) * 0.08),
      Math.round(Math.min(width, height) * 0.45),
    );
    const fill = hsl(hue + random.int(-60, 60), random.int(50, 90), random.int(40, 85));
    const opacity = (0.15 + random.next() * 0.5).toFixed(2);
    if (random.chance(0.5)) {
      out.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`);
    } else {
      const angle = random.int(0, 90);
      out.push(
        `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${Math.round(size / 6)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    }
  }
  return out.join('');
}

/** A square avatar with the creator's initials. */
export function avatarSvg(size: number, hue: number, initials: string, variant: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>${gradient('g', hue, 50)}</defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes(size, size, hue, variant, 4)}
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${Math.round(size * 0.4)}" fill="#fff">${escapeXml(initials)}</text></svg>`;
}

/** A wide profile cover. */
export function coverSvg(width: number, height: number, hue: number, variant: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('g', hue + 20, 90)}</defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes(width, height, hue, variant, 14)}</svg>`;
}

/** A post picture: gradient, shapes and a small watermark with the creator's name. */
export function postSvg(
  width: number,
  height: number,
  hue: number,
  variant: number,
  watermark: string,
): string {
  const fontSize = Math.max(8, Math.round(width * 0.035));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('g', hue + (variant % 40), 120)}</defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes(width, height, hue, variant, 10)}
<text x="${width - fontSize}" y="${height - fontSize}" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#fff" fill-opacity="0.8">@${escapeXml(watermark)}</text></svg>`;
}

/**
 * Renders already made in this process, by drawing: the server test suite seeds a fresh database
 * for each of its files in one process, and rendering the same 60 drawings with sharp again each
 * time was half of a file's start. Bounded, so a full demo seed (hundreds of pictures) keeps only
 * its first ones in memory.
 */
const rendered = new Map<string, Promise<unknown>>();
const MAX_RENDERED = 200;

function renderOnce<T>(key: string, render: () => Promise<T>): Promise<T> {
  const known = rendered.get(key) as Promise<T> | undefined;
  if (known) return known;
  const made = render();
  if (rendered.size < MAX_RENDERED) {
    rendered.set(key, made);
    // A render that failed is tried again next time, not remembered.
    made.catch(() => rendered.delete(key));
  }
  return made;
}

/** Renders an SVG to WebP (avatars, covers, plan pictures). */
export function renderWebp(svg: string): Promise<Buffer> {
  return renderOnce(`webp:${svg}`, () => sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer());
}

/**
 * Renders a post picture: the JPEG original, and the public preview (tiny and strongly blurred,
 * so it reveals nothing but colours; the app scales it up).
 */
export function renderPostImage(svg: string): Promise<{ original: Buffer; blur: Buffer }> {
  return renderOnce(`post:${svg}`, async () => {
    const original = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
    const blur = await sharp(original).resize({ width: 32 }).blur(2.5).webp({ quality: 45 }).toBuffer();
    return { original, blur };
  });
}
