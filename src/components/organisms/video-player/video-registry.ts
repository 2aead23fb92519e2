/**
 * The page-wide budget of live <video> elements (spec §9: at most 6; §8: more than 6 throws).
 * Browsers decode every mounted video, and mobile ones start failing or stuttering past a
 * handful, so a player reserves a slot before it mounts its element and gives it back when it
 * unloads (unmount or scrolled off screen).
 */

/** The spec's maximum number of video elements on a page at once. */
export const MAX_VIDEO_ELEMENTS = 6;

/** Thrown when a video is registered while every slot is taken. */
export class VideoLimitError extends Error {
  override readonly name = 'VideoLimitError';
  constructor(readonly limit: number) {
    super(`At most ${limit} video elements may be mounted at once`);
  }
}

type Listener = () => void;

/** Counts registered owners and refuses one past the limit. */
export class VideoRegistry {
  private readonly owners = new Set<object>();
  private readonly listeners = new Set<Listener>();

  constructor(readonly limit: number = MAX_VIDEO_ELEMENTS) {}

  /** Owners holding a slot now. */
  get size(): number {
    return this.owners.size;
  }

  /**
   * Reserves a slot for `owner` and returns the function that frees it. Registering the same
   * owner twice is a no-op, so React's double effects in development cannot leak slots.
   * @throws {VideoLimitError} when every slot is taken.
   */
  register(owner: object): () => void {
    if (!this.owners.has(owner)) {
      if (this.owners.size >= this.limit) throw new VideoLimitError(this.limit);
      this.owners.add(owner);
    }
    return () => this.release(owner);
  }

  /** Frees the owner's slot (if it had one) and tells refused players to try again. */
  release(owner: object): void {
    if (this.owners.delete(owner)) this.listeners.forEach((listener) => listener());
  }

  /** Called whenever a slot frees up; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

/** The registry every VideoPlayer on the page shares. */
export const videoRegistry = new VideoRegistry();
