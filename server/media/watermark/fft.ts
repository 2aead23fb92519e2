/** A small in-place radix-2 FFT, enough for the detector's square power-of-two grids. */

function fft1(re: Float64Array, im: Float64Array, inverse: boolean) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / len;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let start = 0; start < n; start += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k += 1) {
        const a = start + k;
        const b = a + len / 2;
        const tr = re[b]! * cr - im[b]! * ci;
        const ti = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
}

/** 2-D FFT of an n x n grid (row-major), in place. */
export function fft2(re: Float64Array, im: Float64Array, n: number, inverse = false) {
  const rowRe = new Float64Array(n);
  const rowIm = new Float64Array(n);
  for (let pass = 0; pass < 2; pass += 1) {
    for (let line = 0; line < n; line += 1) {
      for (let k = 0; k < n; k += 1) {
        const at = pass === 0 ? line * n + k : k * n + line;
        rowRe[k] = re[at]!;
        rowIm[k] = im[at]!;
      }
      fft1(rowRe, rowIm, inverse);
      for (let k = 0; k < n; k += 1) {
        const at = pass === 0 ? line * n + k : k * n + line;
        re[at] = rowRe[k]!;
        im[at] = rowIm[k]!;
      }
    }
  }
}

/**
 * Circular cross-correlation with a fixed n x n template, its transform computed once: the answer
 * maps a grid `a` to out[s] = sum over p of a[p + s] * template[p] (indices modulo n on each axis).
 */
export function correlatorWith(template: Float64Array, n: number): (a: Float64Array) => Float64Array {
  const bRe = Float64Array.from(template);
  const bIm = new Float64Array(n * n);
  fft2(bRe, bIm, n);
  return (a) => {
    const re = Float64Array.from(a);
    const im = new Float64Array(n * n);
    fft2(re, im, n);
    for (let i = 0; i < n * n; i += 1) {
      // a * conj(template)
      const r = re[i]! * bRe[i]! + im[i]! * bIm[i]!;
      im[i] = im[i]! * bRe[i]! - re[i]! * bIm[i]!;
      re[i] = r;
    }
    fft2(re, im, n, true);
    for (let i = 0; i < n * n; i += 1) re[i] = re[i]! / (n * n);
    return re;
  };
}
