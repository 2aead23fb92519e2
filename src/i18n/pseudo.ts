/**
 * Development pseudo-locales generated from English at runtime, so hard-coded text and
 * layouts that break under longer or mirrored text show up without a translator.
 * en-xa: accented and padded about 35%. ar-xb: English forced right-to-left.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * Applies `transform` to the translatable text of an ICU message only: text at an even brace
 * depth (top level, or inside a plural/select branch), never argument names, keywords or `#`.
 */
function mapMessageText(message: string, transform: (text: string) => string): string {
  let out = '';
  let depth = 0;
  let run = '';
  const flush = () => {
    if (run) out += depth % 2 === 0 ? transform(run) : run;
    run = '';
  };
  for (const char of message) {
    if (char === '{' || char === '}') {
      flush();
      depth += char === '{' ? 1 : -1;
      out += char;
    } else if (char === '#' && depth % 2 === 0 && depth > 0) {
      flush();
      out += char;
    } else {
      run += char;
    }
  }
  flush();
  return out;
}

function accent(text: string): string {
  return [...text].map((c) => ACCENTED[c] ?? c).join('');
}

export function toAccentedPseudo(message: string): string {
  const accented = mapMessageText(message, accent);
  const padding = '~'.repeat(Math.max(1, Math.round(message.length * 0.35)));
  return `[${accented} ${padding}]`;
}

export function toRtlPseudo(message: string): string {
  // Right-to-left override around each text run mirrors Latin text like a real RTL script.
  return mapMessageText(message, (text) => (text.trim() ? `\u202E${text}\u202C` : text));
}

export function pseudoMessages(
  source: Record<string, string>,
  transform: (message: string) => string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(source).map(([id, text]) => [id, transform(text)]));
}
