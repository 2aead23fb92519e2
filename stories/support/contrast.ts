/**
 * WCAG 2 contrast of a text against what the browser paints behind it (WCAG 1.4.3: at least 4.5:1
 * for body text), for play functions. axe leaves text on a gradient or over a picture unchecked
 * ("incomplete"), so the gradient buttons, the landing's slides and the locked posts' words are
 * measured here instead: the text's colour and every layer under each point of its line boxes are
 * read from the rendered page (computed colours, gradients evaluated at the point the way the
 * browser interpolates them, translucent layers composited in paint order, rounded corners
 * honoured), and a picture (`img`, `video`, a `url()` background) counts as any picture: both a
 * white and a black one are tried, so words over a photo must hold over the lightest photo too.
 *
 * Not modelled (none of the measured texts uses them): filters, blend modes, text shadows, and
 * colour stops with transition hints or interpolation spaces other than sRGB and Oklab.
 */

type Rgba = readonly [r: number, g: number, b: number, a: number];
type Rgb = readonly [r: number, g: number, b: number];

/** WCAG 2's threshold for body text (1.4.3, AA). */
export const BODY_TEXT_CONTRAST = 4.5;

const WHITE: Rgb = [1, 1, 1];
const BLACK: Rgb = [0, 0, 0];

// ---- colour ---------------------------------------------------------------------------------

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** WCAG 2 relative luminance of an sRGB colour (channels 0..1). */
export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function oklabToSrgb(L: number, a: number, b: number): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((channel) => clamp01(toGamma(channel))) as unknown as Rgb;
}

function srgbToOklab([r, g, b]: Rgb): Rgb {
  const [R, G, B] = [r, g, b].map(toLinear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * R + 0.5363325363 * G + 0.0514459929 * B);
  const m = Math.cbrt(0.2119034982 * R + 0.6806995451 * G + 0.1073969566 * B);
  const s = Math.cbrt(0.0883024619 * R + 0.2817188376 * G + 0.6299787005 * B);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

let colourCanvas: CanvasRenderingContext2D | null = null;

/** A CSS colour as the browser resolves it, in sRGB (0..1) with alpha. */
export function parseColour(css: string): Rgba {
  const text = css.trim();
  const numbers = (body: string) =>
    body
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number.parseFloat);
  const rgb = /^rgba?\((.*)\)$/i.exec(text);
  if (rgb?.[1]) {
    const [r = 0, g = 0, b = 0, a = 1] = numbers(rgb[1]);
    return [r / 255, g / 255, b / 255, a];
  }
  const oklab = /^oklab\((.*)\)$/i.exec(text);
  if (oklab?.[1]) {
    const [L = 0, a = 0, b = 0, alpha = 1] = numbers(oklab[1]);
    return [...oklabToSrgb(L, a, b), alpha];
  }
  if (text === 'transparent') return [0, 0, 0, 0];
  // Anything else (oklch, color(), a name): the canvas resolves it to 8-bit sRGB.
  colourCanvas ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!colourCanvas) throw new Error(`cannot resolve the colour ${css}`);
  colourCanvas.clearRect(0, 0, 1, 1);
  colourCanvas.fillStyle = text;
  colourCanvas.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = colourCanvas.getImageData(0, 0, 1, 1).data;
  return [r / 255, g / 255, b / 255, a / 255];
}

/** `top` painted over the opaque `bottom` (source-over). */
function composite(top: Rgba, bottom: Rgb): Rgb {
  const alpha = top[3];
  return [0, 1, 2].map(
    (i) => (top[i] as number) * alpha + (bottom[i] as number) * (1 - alpha),
  ) as unknown as Rgb;
}

// ---- gradients ------------------------------------------------------------------------------

interface ColourStop {
  colour: Rgba;
  /** 0..1 along the gradient line. */
  at: number;
}

interface LinearGradient {
  /** Unit vector of the gradient line, x to the right and y down. */
  direction: readonly [number, number];
  space: 'srgb' | 'oklab';
  stops: ColourStop[];
}

/** Splits at commas outside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** Where the direction points for a box of `width` × `height` (CSS Images 3, linear gradients). */
function directionOf(spec: string, width: number, height: number): [number, number] {
  const angle = /^(-?[\d.]+)(deg|turn|rad)$/.exec(spec);
  if (angle?.[1]) {
    const value = Number.parseFloat(angle[1]);
    const radians =
      angle[2] === 'deg' ? (value * Math.PI) / 180 : angle[2] === 'turn' ? value * 2 * Math.PI : value;
    return [Math.sin(radians), -Math.cos(radians)];
  }
  const sides = spec.replace(/^to\s+/, '').split(/\s+/);
  const x = sides.includes('right') ? 1 : sides.includes('left') ? -1 : 0;
  const y = sides.includes('bottom') ? 1 : sides.includes('top') ? -1 : 0;
  // A corner: perpendicular to the line through the two neighbouring corners.
  const vector: [number, number] = x !== 0 && y !== 0 ? [x * height, y * width] : [x, y];
  const length = Math.hypot(...vector) || 1;
  return [vector[0] / length, vector[1] / length];
}

/** The stop's colour and its position (`%` only; a stop without one is placed later). */
function parseStop(text: string): { colour: Rgba; at: number | null } {
  const match = /^(.*?\))\s*(-?[\d.]+%)?$/.exec(text) ?? /^(\S+)\s*(-?[\d.]+%)?$/.exec(text);
  if (!match?.[1]) throw new Error(`unreadable colour stop "${text}"`);
  return { colour: parseColour(match[1]), at: match[2] ? Number.parseFloat(match[2]) / 100 : null };
}

/** The linear gradients of a computed `background-image`; throws on one it cannot evaluate. */
function parseGradients(backgroundImage: string, width: number, height: number): LinearGradient[] {
  if (backgroundImage === 'none') return [];
  return splitTopLevel(backgroundImage).map((layer) => {
    const body = /^linear-gradient\((.*)\)$/.exec(layer)?.[1];
    if (!body) throw new Error(`contrast: cannot evaluate the background "${layer}"`);
    const args = splitTopLevel(body);
    let direction: [number, number] = [0, 1];
    let space: 'srgb' | 'oklab' | null = null;
    const first = args[0] ?? '';
    if (/^(to\s|-?[\d.]+(deg|turn|rad)|in\s)/.test(first)) {
      args.shift();
      const interpolation = /\bin\s+(\S+)/.exec(first)?.[1];
      if (interpolation === 'srgb' || interpolation === 'oklab') space = interpolation;
      else if (interpolation) throw new Error(`contrast: cannot interpolate in ${interpolation}`);
      const where = first.replace(/\s*\bin\s+\S+.*$/, '').trim();
      if (where) direction = directionOf(where, width, height);
    }
    const parsed = args.map(parseStop);
    // Unpositioned stops: the first at 0, the last at 1, the others spread evenly between.
    if (parsed[0] && parsed[0].at === null) parsed[0].at = 0;
    const last = parsed.at(-1);
    if (last && last.at === null) last.at = 1;
    for (let i = 1; i < parsed.length - 1; i += 1) {
      if (parsed[i]?.at !== null) continue;
      let j = i;
      while (parsed[j]?.at === null) j += 1;
      const from = parsed[i - 1]?.at ?? 0;
      const to = parsed[j]?.at ?? 1;
      for (let k = i; k < j; k += 1)
        (parsed[k] as { at: number | null }).at = from + ((to - from) * (k - i + 1)) / (j - i + 1);
    }
    const stops = parsed.map(({ colour, at }) => ({ colour, at: at ?? 0 }));
    // Without a method: sRGB when every colour is a legacy one (rgb), else Oklab (CSS Images 4).
    const legacy = args.every((stop) => /^rgba?\(/.test(stop.trim()));
    return { direction, space: space ?? (legacy ? 'srgb' : 'oklab'), stops };
  });
}

/** Premultiplied interpolation of two stops, in the gradient's space. */
function mix(a: Rgba, b: Rgba, t: number, space: 'srgb' | 'oklab'): Rgba {
  const alpha = a[3] + (b[3] - a[3]) * t;
  if (alpha === 0) return [0, 0, 0, 0];
  const convert = space === 'oklab' ? srgbToOklab : (rgb: Rgb) => rgb;
  const from = convert([a[0], a[1], a[2]]);
  const to = convert([b[0], b[1], b[2]]);
  const channels = [0, 1, 2].map(
    (i) => ((from[i] as number) * a[3] + ((to[i] as number) * b[3] - (from[i] as number) * a[3]) * t) / alpha,
  ) as unknown as Rgb;
  const rgb = space === 'oklab' ? oklabToSrgb(...channels) : channels;
  return [...rgb, alpha];
}

/** The gradient's colour at a point of its box (`x`, `y` from the box's top left). */
function gradientAt(gradient: LinearGradient, x: number, y: number, width: number, height: number): Rgba {
  const [dx, dy] = gradient.direction;
  const length = Math.abs(width * dx) + Math.abs(height * dy);
  const t = ((x - width / 2) * dx + (y - height / 2) * dy) / length + 0.5;
  const { stops } = gradient;
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return [0, 0, 0, 0];
  if (t <= first.at) return first.colour;
  if (t >= last.at) return last.colour;
  for (let i = 1; i < stops.length; i += 1) {
    const to = stops[i] as ColourStop;
    const from = stops[i - 1] as ColourStop;
    if (t <= to.at)
      return mix(
        from.colour,
        to.colour,
        to.at === from.at ? 1 : (t - from.at) / (to.at - from.at),
        gradient.space,
      );
  }
  return last.colour;
}

// ---- what is painted where ------------------------------------------------------------------

/** Whether the point lies inside the element's border box, its rounded corners included. */
function paints(element: Element, style: CSSStyleDeclaration, x: number, y: number): boolean {
  const box = element.getBoundingClientRect();
  if (x < box.left || x > box.right || y < box.top || y > box.bottom) return false;
  const px = (value: string) => Number.parseFloat(value) || 0;
  let radii = {
    tl: px(style.borderTopLeftRadius),
    tr: px(style.borderTopRightRadius),
    br: px(style.borderBottomRightRadius),
    bl: px(style.borderBottomLeftRadius),
  };
  // Radii too large for the box shrink in proportion (rounded-full is "infinity" px).
  const scale = Math.min(
    1,
    box.width / (radii.tl + radii.tr || 1),
    box.width / (radii.bl + radii.br || 1),
    box.height / (radii.tl + radii.bl || 1),
    box.height / (radii.tr + radii.br || 1),
  );
  radii = { tl: radii.tl * scale, tr: radii.tr * scale, br: radii.br * scale, bl: radii.bl * scale };
  const corner = (cx: number, cy: number, r: number) => r > 0 && (x - cx) ** 2 + (y - cy) ** 2 > r * r;
  if (
    x < box.left + radii.tl &&
    y < box.top + radii.tl &&
    corner(box.left + radii.tl, box.top + radii.tl, radii.tl)
  )
    return false;
  if (
    x > box.right - radii.tr &&
    y < box.top + radii.tr &&
    corner(box.right - radii.tr, box.top + radii.tr, radii.tr)
  )
    return false;
  if (
    x > box.right - radii.br &&
    y > box.bottom - radii.br &&
    corner(box.right - radii.br, box.bottom - radii.br, radii.br)
  )
    return false;
  if (
    x < box.left + radii.bl &&
    y > box.bottom - radii.bl &&
    corner(box.left + radii.bl, box.bottom - radii.bl, radii.bl)
  )
    return false;
  return true;
}

/** The product of the element's opacity and its ancestors'. */
function opacityOf(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    opacity *= Number.parseFloat(getComputedStyle(node).opacity);
  }
  return opacity;
}

const PICTURE = new Set(['IMG', 'VIDEO', 'CANVAS', 'PICTURE']);

/**
 * The colours behind the point, one per picture assumed (white and black once a picture is
 * under it): the backgrounds of the surface's ancestors, then of the surface and everything in it
 * up to the text's own, in document order, over the page's white canvas.
 */
function backdropsAt(text: Element, surface: Element, x: number, y: number): Rgb[] {
  const ancestors: Element[] = [];
  for (let node = surface.parentElement; node; node = node.parentElement) ancestors.unshift(node);
  const layers = [...ancestors, surface];
  const walker = document.createTreeWalker(surface, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode() as Element | null; node; node = walker.nextNode() as Element | null) {
    // The text's own background paints under its glyphs; what it holds is the text.
    if (node !== text && text.contains(node)) continue;
    layers.push(node);
  }
  let backdrops: Rgb[] = [WHITE];
  for (const element of layers) {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility !== 'visible') continue;
    if (!paints(element, style, x, y)) continue;
    const opacity = opacityOf(element);
    if (opacity === 0) continue;
    const box = element.getBoundingClientRect();
    const picture = PICTURE.has(element.tagName) || /url\(/.test(style.backgroundImage);
    const background = parseColour(style.backgroundColor);
    backdrops = backdrops.map((under) =>
      composite([background[0], background[1], background[2], background[3] * opacity], under),
    );
    if (picture) {
      // Any picture: an opaque one as light or as dark as a picture gets.
      backdrops =
        opacity === 1
          ? [WHITE, BLACK]
          : backdrops.flatMap((under) => [WHITE, BLACK].map((tone) => composite([...tone, opacity], under)));
      continue;
    }
    for (const gradient of parseGradients(style.backgroundImage, box.width, box.height)) {
      const colour = gradientAt(gradient, x - box.left, y - box.top, box.width, box.height);
      backdrops = backdrops.map((under) =>
        composite([colour[0], colour[1], colour[2], colour[3] * opacity], under),
      );
    }
  }
  return backdrops;
}

/** Points across the text's line boxes, about every `step` px, edges included. */
function samplePoints(text: Element, step: number): [number, number][] {
  const range = document.createRange();
  range.selectNodeContents(text);
  const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
  if (rects.length === 0) throw new Error(`contrast: "${text.textContent}" has no box on screen`);
  return rects.flatMap((rect) => {
    const columns = Math.max(1, Math.ceil(rect.width / step));
    const rows = Math.max(1, Math.ceil(rect.height / step));
    const points: [number, number][] = [];
    for (let i = 0; i <= columns; i += 1) {
      for (let j = 0; j <= rows; j += 1) {
        // Half a pixel in from the edges: the point is inside the box it samples.
        points.push([
          Math.min(rect.right - 0.5, rect.left + 0.5 + (i * (rect.width - 1)) / columns),
          Math.min(rect.bottom - 0.5, rect.top + 0.5 + (j * (rect.height - 1)) / rows),
        ]);
      }
    }
    return points;
  });
}

/**
 * The lowest contrast between `text`'s colour and what is painted behind it anywhere across its
 * line boxes. `surface` is the element whose subtree paints the background (a button, a slide,
 * the media of a post); what lies above the surface in the page counts as its backdrop.
 */
export function lowestContrast(text: Element, surface: Element = text, { step = 4 } = {}): number {
  const ink = parseColour(getComputedStyle(text).color);
  const inkAlpha = ink[3] * opacityOf(text);
  let lowest = 21;
  for (const [x, y] of samplePoints(text, step)) {
    for (const backdrop of backdropsAt(text, surface, x, y)) {
      const glyph = composite([ink[0], ink[1], ink[2], inkAlpha], backdrop);
      lowest = Math.min(lowest, contrastRatio(glyph, backdrop));
    }
  }
  return lowest;
}

/** A readable summary for a failing assertion: "Subscribe: 3.54". */
export function contrastReport(
  texts: readonly Element[],
  surfaceOf: (text: Element) => Element = (text) => text,
): string[] {
  return texts.map(
    (text) => `${text.textContent?.trim()}: ${lowestContrast(text, surfaceOf(text)).toFixed(2)}`,
  );
}

/** The nearest element holding both `text` and `picture`: what paints a text laid over a picture. */
export function commonSurface(text: Element, picture: Element): Element {
  for (let node: Element | null = picture; node; node = node.parentElement) {
    if (node.contains(text)) return node;
  }
  throw new Error('contrast: the text and the picture share no ancestor');
}
