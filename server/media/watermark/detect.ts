/**
 * Reads a mark from a picture's luma, with no original to compare against: the picture may have
 * been re-encoded, scaled and cropped, so the detector first finds the tile's period (the peaks of
 * the residual's autocorrelation along both axes), refines it by folding the whole picture onto
 * one tile at nearby periods, finds the tile's offset by correlating the fold with the keyed
 * pilot, then reads the payload cells. Pure: pixels in, soft bits out. Slow by design (well under
 * a second for a phone-sized copy); the serving side only adds a tile.
 */
import { correlatorWith } from './fft.ts';
import { CELLS, TILE_PX, type MarkLayout } from './layout.ts';
import { PAYLOAD_BITS } from './payload.ts';

/** Bins per tile side in a fold: 4 per cell, so an offset is found to a quarter cell. */
const BINS_PER_CELL = 4;
const BINS = CELLS * BINS_PER_CELL;
/** Scales of the served picture a copy may have (a 1920 px picture read from 576 to 3840 px). */
const MIN_SCALE = 0.3;
const MAX_SCALE = 2;
const PERIOD_CANDIDATES = 4;
/** How far (relative) the period is searched around an autocorrelation peak. */
const SEARCH_SPAN = 0.012;

export interface FoundSync {
  /** The tile's period in the copy's pixels (TILE_PX times the copy's scale). */
  period: number;
  /** The pilot's correlation peak in standard deviations of the correlation plane. */
  score: number;
  /** Payload bit estimates: positive for 1, negative for 0, larger when surer. */
  soft: Float64Array;
}

/** Luma minus its local mean over a (2r+1)^2 box, clipped at 3 typical deviations. */
export function residualOf(
  luma: ArrayLike<number>,
  width: number,
  height: number,
  radius: number,
): Float32Array {
  const rows = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) boxLine(luma, rows, y * width, 1, width, radius);
  const blurred = new Float32Array(width * height);
  for (let x = 0; x < width; x += 1) boxLine(rows, blurred, x, width, height, radius);
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i += 1) out[i] = luma[i]! - blurred[i]!;
  const limit = 3 * typicalDeviation(out);
  for (let i = 0; i < out.length; i += 1) out[i] = Math.max(-limit, Math.min(limit, out[i]!));
  return out;
}

/**
 * The 68th percentile of |residual| (one standard deviation for Gaussian noise), from a histogram
 * in 1/16 levels: unlike the root mean square, it is not raised by a few strong edges such as the
 * outline of a visible mark's text, which would then stay strong enough to drown the pilot.
 */
function typicalDeviation(residual: Float32Array): number {
  const bins = new Uint32Array(4097);
  for (let i = 0; i < residual.length; i += 1)
    bins[Math.min(4096, Math.round(Math.abs(residual[i]!) * 16))]! += 1;
  const wanted = residual.length * 0.68;
  let seen = 0;
  for (let bin = 0; bin < bins.length; bin += 1) {
    seen += bins[bin]!;
    if (seen >= wanted) return Math.max(bin, 1) / 16;
  }
  return 256;
}

/** A running mean along one line (start, stride, length), edges repeated. */
function boxLine(
  src: ArrayLike<number>,
  dst: Float32Array,
  start: number,
  stride: number,
  length: number,
  r: number,
) {
  const at = (i: number) => src[start + Math.max(0, Math.min(length - 1, i)) * stride]!;
  let sum = 0;
  for (let i = -r; i <= r; i += 1) sum += at(i);
  for (let i = 0; i < length; i += 1) {
    dst[start + i * stride] = sum / (2 * r + 1);
    sum += at(i + r + 1) - at(i - r);
  }
}

/** Normalised autocorrelation of the residual at horizontal and vertical lags, summed per lag. */
function axisAutocorrelation(r: Float32Array, width: number, height: number, minLag: number, maxLag: number) {
  const profile = new Float64Array(maxLag + 1);
  let zero = 0;
  for (let i = 0; i < r.length; i += 2) zero += r[i]! * r[i]!;
  zero /= Math.ceil(r.length / 2);
  for (let lag = minLag; lag <= maxLag; lag += 1) {
    let total = 0;
    let axes = 0;
    if (lag < width * 0.7) {
      let sum = 0;
      let n = 0;
      for (let y = 0; y < height; y += 2)
        for (let x = y * width, end = y * width + width - lag; x < end; x += 1, n += 1)
          sum += r[x]! * r[x + lag]!;
      total += sum / n / zero;
      axes += 1;
    }
    if (lag < height * 0.7) {
      let sum = 0;
      let n = 0;
      const shift = lag * width;
      for (let y = 0; y < height - lag; y += 1)
        for (let x = y * width, end = y * width + width; x < end; x += 2, n += 1)
          sum += r[x]! * r[x + shift]!;
      total += sum / n / zero;
      axes += 1;
    }
    profile[lag] = axes ? total / axes : 0;
  }
  return profile;
}

/** The lags where the profile stands highest above its neighbourhood, best first, to a tenth of a lag. */
function periodCandidates(profile: Float64Array, minLag: number, maxLag: number): number[] {
  const peaks: { lag: number; prominence: number }[] = [];
  for (let lag = minLag + 1; lag < maxLag; lag += 1) {
    const here = profile[lag]!;
    const before = profile[lag - 1]!;
    const after = profile[lag + 1]!;
    if (here < before || here < after) continue;
    const span = Math.max(6, Math.round(lag / 10));
    let sum = 0;
    let n = 0;
    for (let d = lag - span; d <= lag + span; d += 1)
      if (d >= minLag && d <= maxLag && Math.abs(d - lag) > span / 3) {
        sum += profile[d]!;
        n += 1;
      }
    // The parabola through the peak and its neighbours puts the period between whole lags.
    const curve = before - 2 * here + after;
    const shift = curve < 0 ? (0.5 * (before - after)) / curve : 0;
    peaks.push({ lag: lag + Math.max(-0.5, Math.min(0.5, shift)), prominence: here - (n ? sum / n : 0) });
  }
  peaks.sort((a, b) => b.prominence - a.prominence);
  // A busy picture can make a multiple of the period stand out more than the period itself: half
  // of each peak is tried too, right after it.
  const candidates: number[] = [];
  for (const { lag } of peaks.slice(0, PERIOD_CANDIDATES))
    for (const candidate of [lag, lag / 2])
      if (candidate >= minLag && !candidates.some((known) => Math.abs(known / candidate - 1) < 0.015))
        candidates.push(candidate);
  return candidates;
}

/** The residual at half size (2 x 2 means): the autocorrelation's search costs an eighth. */
function halved(r: Float32Array, width: number, height: number) {
  const w = Math.floor(width / 2);
  const h = Math.floor(height / 2);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const at = 2 * y * width + 2 * x;
      out[y * w + x] = (r[at]! + r[at + 1]! + r[at + width]! + r[at + width + 1]!) / 4;
    }
  return { r: out, width: w, height: h };
}

/**
 * The residual folded onto one tile of `period` pixels: the mean per bin, zero-mean overall. A
 * `stride` of 2 folds every other row and column: a quarter of the work, for the period search.
 */
export function foldResidual(
  r: Float32Array,
  width: number,
  height: number,
  period: number,
  stride = 1,
): Float64Array {
  const binOf = (p: number) => Math.floor((((p + 0.5) / period) % 1) * BINS) % BINS;
  const columns = Int32Array.from({ length: width }, (_, x) => binOf(x));
  const sums = new Float64Array(BINS * BINS);
  const counts = new Float64Array(BINS * BINS);
  for (let y = 0; y < height; y += stride) {
    const row = binOf(y) * BINS;
    for (let x = 0, at = y * width; x < width; x += stride, at += stride) {
      const bin = row + columns[x]!;
      sums[bin] = sums[bin]! + r[at]!;
      counts[bin] = counts[bin]! + 1;
    }
  }
  let mean = 0;
  for (let i = 0; i < sums.length; i += 1) {
    sums[i] = counts[i] ? sums[i]! / counts[i]! : 0;
    mean += sums[i]!;
  }
  mean /= sums.length;
  for (let i = 0; i < sums.length; i += 1) sums[i] = sums[i]! - mean;
  return sums;
}

/** The pilot cells as a fold-sized template (chips on pilot cells, zero elsewhere). */
export function pilotTemplate(layout: MarkLayout): Float64Array {
  const template = new Float64Array(BINS * BINS);
  for (let by = 0; by < BINS; by += 1)
    for (let bx = 0; bx < BINS; bx += 1) {
      const cell = Math.floor(by / BINS_PER_CELL) * CELLS + Math.floor(bx / BINS_PER_CELL);
      if (layout.bitOf[cell]! < 0) template[by * BINS + bx] = layout.chips[cell]!;
    }
  return template;
}

/** The pilot's best shift in a fold and how far it stands out. */
function locatePilot(fold: Float64Array, correlate: (fold: Float64Array) => Float64Array) {
  const plane = correlate(fold);
  let best = 0;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < plane.length; i += 1) {
    sum += plane[i]!;
    squares += plane[i]! * plane[i]!;
    if (plane[i]! > plane[best]!) best = i;
  }
  const mean = sum / plane.length;
  const deviation = Math.sqrt(Math.max(1e-12, squares / plane.length - mean * mean));
  return { shiftY: Math.floor(best / BINS), shiftX: best % BINS, score: (plane[best]! - mean) / deviation };
}

/** The payload's soft bits from a fold whose tile starts at (shiftX, shiftY) bins. */
function readBits(fold: Float64Array, layout: MarkLayout, shiftX: number, shiftY: number): Float64Array {
  const soft = new Float64Array(PAYLOAD_BITS);
  for (let cell = 0; cell < CELLS * CELLS; cell += 1) {
    const bit = layout.bitOf[cell]!;
    if (bit < 0) continue;
    const cy = Math.floor(cell / CELLS);
    const cx = cell % CELLS;
    let value = 0;
    for (let i = 0; i < BINS_PER_CELL; i += 1)
      for (let j = 0; j < BINS_PER_CELL; j += 1) {
        const by = (cy * BINS_PER_CELL + i + shiftY) % BINS;
        const bx = (cx * BINS_PER_CELL + j + shiftX) % BINS;
        value += fold[by * BINS + bx]!;
      }
    soft[bit] = soft[bit]! + value * layout.chips[cell]!;
  }
  return soft;
}

/**
 * Synchronisations found in a picture's luma, one per period candidate, the likeliest first; the
 * caller decides by score and payload check whether one is a mark, and may stop at the first.
 */
export function* findSyncs(
  luma: ArrayLike<number>,
  width: number,
  height: number,
  layout: MarkLayout,
): Generator<FoundSync> {
  const minLag = Math.max(8, Math.floor(TILE_PX * MIN_SCALE));
  const maxLag = Math.min(Math.floor(TILE_PX * MAX_SCALE), Math.floor(Math.max(width, height) * 0.6));
  if (maxLag <= minLag + 2) return;
  const coarse = halved(residualOf(luma, width, height, 3), width, height);
  const [low, high] = [Math.floor(minLag / 2), Math.ceil(maxLag / 2)];
  const candidates = periodCandidates(
    axisAutocorrelation(coarse.r, coarse.width, coarse.height, low, high),
    low,
    high,
  ).map((lag) => lag * 2);
  const correlate = correlatorWith(pilotTemplate(layout), BINS);
  for (const candidate of candidates) {
    const r = residualOf(luma, width, height, Math.max(2, Math.round(candidate / CELLS)));
    // The fold drifts by (width / period) x the period's error: keep that under a quarter cell.
    const step = Math.max(0.0005, candidate / (4 * CELLS * Math.max(width, height)));
    // Every other pixel is plenty to find the period; the payload is then read from all of them.
    const stride = Math.min(width, height) >= 400 ? 2 : 1;
    let best = { period: candidate, score: -Infinity };
    for (let k = -Math.ceil(SEARCH_SPAN / step); k <= Math.ceil(SEARCH_SPAN / step); k += 1) {
      const period = candidate * (1 + k * step);
      const { score } = locatePilot(foldResidual(r, width, height, period, stride), correlate);
      if (score > best.score) best = { period, score };
    }
    const fold = foldResidual(r, width, height, best.period);
    const pilot = locatePilot(fold, correlate);
    yield {
      period: best.period,
      score: pilot.score,
      soft: readBits(fold, layout, pilot.shiftX, pilot.shiftY),
    };
  }
}
