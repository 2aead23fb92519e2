/**
 * What a lesson recording shows besides the app (scripts/record-academy.ts): a title card, a
 * caption bar naming each step, and a visible pointer that glides to what it clicks. The overlay
 * is injected into every page of the recorded context and keeps its caption across reloads
 * (sessionStorage), so a full navigation does not blank it.
 */
import type { Locator, Page } from 'playwright';

/** A lesson's title card: shown from the first frame until `hideTitle`. */
export interface TitleCard {
  kicker: string;
  title: string;
  line: string;
}

/**
 * Runs in the page before any of its scripts: draws the caption bar, the pointer and, until it is
 * hidden once, the title card, as soon as the document has a body (so the card covers the load).
 */
function installStage(titleCard: TitleCard | null) {
  const CAPTION_KEY = 'academy.caption';
  const POINTER_KEY = 'academy.pointer';
  const css = `
    #academy-caption { position: fixed; inset-inline: 0; bottom: 18px; display: flex; justify-content: center;
      z-index: 2147483645; pointer-events: none; transition: opacity 200ms; }
    #academy-caption > span { max-width: 84%; padding: 10px 20px; border-radius: 12px; text-align: center;
      background: rgb(17 12 38 / 0.86); color: #fff; font: 600 21px/1.35 system-ui, 'Noto Sans', sans-serif;
      box-shadow: 0 6px 24px rgb(0 0 0 / 0.3); }
    #academy-caption[data-empty] { opacity: 0; }
    #academy-caption[data-top] { bottom: auto; top: 18px; }
    #academy-pointer { position: fixed; left: 0; top: 0; width: 22px; height: 22px; margin: -11px 0 0 -11px;
      border-radius: 50%; background: rgb(255 255 255 / 0.55); border: 3px solid #7c3aed;
      box-shadow: 0 2px 10px rgb(0 0 0 / 0.35); z-index: 2147483646; pointer-events: none;
      transition: transform 120ms; }
    #academy-pointer[data-down] { transform: scale(0.7); background: rgb(124 58 237 / 0.6); }
    #academy-title { position: fixed; inset: 0; z-index: 2147483647; display: flex; flex-direction: column;
      align-items: center; justify-content: center; gap: 14px; pointer-events: none; color: #fff;
      background: linear-gradient(135deg, #5b21b6, #db2777); font-family: system-ui, 'Noto Sans', sans-serif;
      transition: opacity 350ms; }
    #academy-title small { font-size: 20px; letter-spacing: 0.08em; text-transform: uppercase; opacity: 0.85; }
    #academy-title strong { font-size: 48px; font-weight: 800; max-width: 80%; text-align: center; }
    #academy-title span { font-size: 22px; opacity: 0.9; }
    #academy-title[data-hidden] { opacity: 0; }`;
  const mounted = () => document.getElementById('academy-caption') !== null;

  function mount() {
    if (mounted()) return;
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    const caption = document.createElement('div');
    caption.id = 'academy-caption';
    caption.append(document.createElement('span'));
    const pointer = document.createElement('div');
    pointer.id = 'academy-pointer';
    document.body.append(caption, pointer);
    const render = () => {
      const text = sessionStorage.getItem(CAPTION_KEY) ?? '';
      caption.firstElementChild!.textContent = text;
      caption.toggleAttribute('data-empty', text === '');
    };
    const place = (x: number, y: number) => {
      pointer.style.left = `${x}px`;
      pointer.style.top = `${y}px`;
      // The caption moves to the top while the pointer works near the bottom, so it hides nothing.
      caption.toggleAttribute('data-top', y > window.innerHeight - 130);
      sessionStorage.setItem(POINTER_KEY, `${x},${y}`);
    };
    const [x, y] = (sessionStorage.getItem(POINTER_KEY) ?? '480,300').split(',').map(Number);
    place(x!, y!);
    render();
    document.addEventListener('mousemove', (event) => place(event.clientX, event.clientY), true);
    document.addEventListener('mousedown', () => pointer.setAttribute('data-down', ''), true);
    document.addEventListener('mouseup', () => pointer.removeAttribute('data-down'), true);
    Object.assign(window, {
      academyCaption(text: string) {
        sessionStorage.setItem(CAPTION_KEY, text);
        render();
      },
      academyTitle(kicker: string, title: string, line: string) {
        const card = document.createElement('div');
        card.id = 'academy-title';
        for (const [tag, text] of [
          ['small', kicker],
          ['strong', title],
          ['span', line],
        ] as const) {
          const element = document.createElement(tag);
          element.textContent = text;
          card.append(element);
        }
        document.body.append(card);
      },
      academyTitleHide() {
        sessionStorage.setItem('academy.titleDone', '1');
        const card = document.getElementById('academy-title');
        if (!card) return;
        card.setAttribute('data-hidden', '');
        setTimeout(() => card.remove(), 400);
      },
    });
  }
  function start() {
    mount();
    const api = window as unknown as StageWindow;
    if (
      titleCard &&
      !sessionStorage.getItem('academy.titleDone') &&
      !document.getElementById('academy-title')
    )
      api.academyTitle(titleCard.kicker, titleCard.title, titleCard.line);
  }
  if (document.body) start();
  else {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      start();
    });
    observer.observe(document, { childList: true, subtree: true });
  }
}

/** Pixels at the bottom of the window the caption bar may cover. */
const CAPTION_ROOM = 96;

type StageWindow = Window & {
  academyCaption(text: string): void;
  academyTitle(kicker: string, title: string, line: string): void;
  academyTitleHide(): void;
};

/** A recorded page with the stage's gestures: paced so that a viewer can follow each step. */
export class Stage {
  constructor(readonly page: Page) {}

  /** Adds the overlay, with this title card first, to every page of the context (before any navigation). */
  static async install(page: Page, titleCard: TitleCard | null = null): Promise<Stage> {
    // As source text: tsx names functions through a helper (`__name`) the page does not have.
    const source = `var __name = (f) => f; (${installStage.toString()})(${JSON.stringify(titleCard)});`;
    await page.context().addInitScript({ content: source });
    return new Stage(page);
  }

  async pause(ms: number): Promise<void> {
    await this.page.waitForTimeout(ms);
  }

  async hideTitle(): Promise<void> {
    await this.page.evaluate(() => (window as unknown as StageWindow).academyTitleHide());
    await this.pause(450);
  }

  /** Names the step on the caption bar and leaves it up long enough to read before acting. */
  async caption(text: string, readMs = 1400): Promise<void> {
    await this.page.evaluate((value) => (window as unknown as StageWindow).academyCaption(value), text);
    await this.pause(readMs);
  }

  /**
   * Glides the pointer to the middle of `target`, first scrolling it (smoothly, as a person would)
   * into the part of the window the caption bar leaves free.
   */
  async pointAt(target: Locator): Promise<void> {
    await target.waitFor();
    let box = await target.boundingBox();
    const viewport = this.page.viewportSize()!;
    if (!box || box.y < 56 || box.y + box.height > viewport.height - CAPTION_ROOM) {
      await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'smooth' }));
      await this.pause(650);
      box = await target.boundingBox();
    }
    if (!box) throw new Error(`nothing to point at: ${String(target)}`);
    const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const from = await this.page.evaluate(() =>
      (sessionStorage.getItem('academy.pointer') ?? '480,300').split(',').map(Number),
    );
    const steps = 14;
    for (let step = 1; step <= steps; step += 1) {
      // Eased, so the pointer slows into its target as a hand does.
      const t = 1 - (1 - step / steps) ** 3;
      await this.page.mouse.move(from[0]! + (to.x - from[0]!) * t, from[1]! + (to.y - from[1]!) * t);
      await this.pause(22);
    }
    await this.pause(180);
  }

  /** Points at `target`, then clicks it. */
  async click(target: Locator): Promise<void> {
    await this.pointAt(target);
    await target.click();
    await this.pause(500);
  }

  /** Points at a field, then types into it at a readable pace. */
  async type(target: Locator, text: string, delayMs = 35): Promise<void> {
    await this.click(target);
    await target.pressSequentially(text, { delay: delayMs });
    await this.pause(350);
  }
}
