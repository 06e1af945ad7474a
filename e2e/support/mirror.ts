import type { Page } from '@playwright/test';

/** A box of the views, from the wrapper's left and right edges. */
interface Box {
  name: string;
  /** Text, whose far edge may move: a neutral mark (a full stop) goes to the paragraph's end. */
  text: boolean;
  left: number;
  right: number;
}

async function boxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const wrapper = document.querySelector('.porchlight-components') as HTMLElement;
    const origin = wrapper.getBoundingClientRect();
    const found: Box[] = [];
    const add = (name: string, box: DOMRect, text = false) =>
      found.push({
        name,
        text,
        left: box.left - origin.left,
        right: origin.right - box.right,
      });
    // Inline boxes are left out: a run of left-to-right words keeps its order in an RTL line
    // (the bidi algorithm), so only blocks and the extent of their text can be mirrored.
    for (const el of wrapper.querySelectorAll<Element>('*')) {
      if (!el.checkVisibility() || el.closest('.pl-visually-hidden, svg *')) continue;
      // A turning spinner's box changes from one frame to the next.
      if (el.getAnimations().length > 0) continue;
      if (getComputedStyle(el).display === 'inline') continue;
      const cls = el.getAttribute('class') ?? '';
      const name = `${el.tagName.toLowerCase()}.${cls} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      add(name, el.getBoundingClientRect());
      // The extent of the text the eye sees: text-align and the ink inside padding.
      let text: DOMRect | null = null;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent?.checkVisibility()) continue;
        if (parent.closest('.pl-visually-hidden, .pl-thermostat-hidden, select')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        text = text
          ? new DOMRect(
              Math.min(text.left, box.left),
              Math.min(text.top, box.top),
              Math.max(text.right, box.right) - Math.min(text.left, box.left),
              Math.max(text.bottom, box.bottom) - Math.min(text.top, box.top),
            )
          : box;
      }
      if (text) add(`text of ${name}`, text, true);
    }
    return found;
  });
}

/**
 * Boxes of the views that a right-to-left host does not mirror: each box's distance from the
 * wrapper's left edge in LTR must be its distance from the right edge in RTL, and the other way
 * round (1 px of rounding); a block's text must start at the mirrored place.
 * The host page's `dir` is flipped in place, so the same data lays out both ways.
 */
export async function unmirroredBoxes(page: Page): Promise<string[]> {
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
  const ltr = await boxes(page);
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  // Two frames: a virtual list measures its rows again after the first.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const rtl = await boxes(page);
  // Matched by description, not position in the list: a loading toast may come or go between
  // the two measures; what shows in both must mirror.
  const key = (boxes: Box[]) => {
    const seen = new Map<string, number>();
    return new Map(
      boxes.map((box) => {
        const n = (seen.get(box.name) ?? 0) + 1;
        seen.set(box.name, n);
        return [`${box.name} #${n}`, box] as const;
      }),
    );
  };
  const mirroredBoxes = key(rtl);
  const found: string[] = [];
  for (const [name, box] of key(ltr)) {
    const mirrored = mirroredBoxes.get(name);
    if (!mirrored) continue;
    const start = Math.abs(box.left - mirrored.right) > 1;
    if (start || (!box.text && Math.abs(box.right - mirrored.left) > 1)) {
      found.push(
        `${box.name}: left ${Math.round(box.left)}, right ${Math.round(box.right)} in LTR; ` +
          `right ${Math.round(mirrored.right)}, left ${Math.round(mirrored.left)} in RTL`,
      );
    }
  }
  return found;
}
