import { expect, type Page } from '@playwright/test';

/** The WCAG 1.4.12 text-spacing override (the bookmarklet's values), applied to the whole page. */
export async function applyTextSpacing(page: Page) {
  await page.addStyleTag({
    content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`,
  });
}

/** Elements of the views whose text is cut off: content wider or taller than a clipping box. */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('.porchlight-components *')) {
      if (
        !element.checkVisibility() ||
        element.closest('.pl-visually-hidden, .pl-thermostat-hidden')
      )
        continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (!clips || style.overflowY === 'auto' || style.overflowY === 'scroll') continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.textContent?.trim()) {
        found.push(`${element.className}: ${element.textContent.trim().slice(0, 60)}`);
      }
    }
    return found;
  });
}

/** Fails when the page scrolls sideways or a view's box is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    widest: Math.max(
      0,
      ...[...document.querySelectorAll<HTMLElement>('.porchlight-components *')]
        .filter((el) => el.checkVisibility() && !el.closest('.pl-visually-hidden'))
        .map((el) => el.getBoundingClientRect().right),
    ),
  }));
  expect(widths.page, 'page scroll width').toBeLessThanOrEqual(widths.viewport);
  expect(widths.widest, 'right edge of the widest element').toBeLessThanOrEqual(
    widths.viewport + 0.5,
  );
}

/** Rows of a virtual list that overlap the next one (a row's content taller than its slot). */
export async function overlappingRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const list of document.querySelectorAll('.pl-virtual-list__items')) {
      const rows = [...list.querySelectorAll<HTMLElement>(':scope > li')]
        .map((li) => ({ li, box: li.getBoundingClientRect() }))
        .sort((a, b) => a.box.top - b.box.top);
      for (let i = 0; i + 1 < rows.length; i++) {
        const a = rows[i];
        const b = rows[i + 1];
        if (a && b && a.box.bottom > b.box.top + 0.5)
          found.push(a.li.textContent?.slice(0, 60) ?? '');
        const content = a?.li.firstElementChild?.getBoundingClientRect();
        if (a && content && content.bottom > a.box.bottom + 0.5)
          found.push(`content of ${a.li.textContent?.slice(0, 60)}`);
      }
    }
    return found;
  });
}

/**
 * Words of the views' headings and detail labels broken across two lines although there is room
 * for them on a line of their own: a title squeezed beside its actions ("Devic / es") instead of
 * the actions wrapping below it, or a label squeezed beside a long value ("Mode / l"). A word
 * wider than its header (or half its row) may break; that keeps long names from scrolling sideways.
 */
export async function wordsBrokenInHeadingsAndLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const labels = document.querySelectorAll<HTMLElement>(
      '.porchlight-components :is(h1, h2, h3, h4, h5, h6, dt)',
    );
    for (const label of labels) {
      if (!label.checkVisibility() || label.closest('.pl-visually-hidden')) continue;
      const room =
        label.tagName === 'DT'
          ? (label.parentElement ?? label).clientWidth / 2
          : (label.closest('.pl-content-header') ?? label).clientWidth - 32;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const parts = [...range.getClientRects()];
          const lines = new Set(parts.map((rect) => Math.round(rect.top)));
          // The word's width on one line is the sum of its pieces.
          const width = parts.reduce((sum, rect) => sum + rect.width, 0);
          if (lines.size > 1 && width < room) found.push(match[0]);
        }
      }
    }
    return found;
  });
}

/**
 * Elements that stick out of the padding of a screen's body (`…__body`): inside the viewport,
 * so no sideways scroll, but past the inset every other line keeps, up to the view's edge.
 */
export async function outsideBodyPadding(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const body of document.querySelectorAll<HTMLElement>(
      '.porchlight-components [class*="__body"]',
    )) {
      if (!body.checkVisibility()) continue;
      const box = body.getBoundingClientRect();
      const style = getComputedStyle(body);
      const left = box.left + Number.parseFloat(style.paddingLeft);
      const right = box.right - Number.parseFloat(style.paddingRight);
      for (const element of body.querySelectorAll<HTMLElement>('*')) {
        if (!element.checkVisibility()) continue;
        if (element.closest('.pl-visually-hidden, .pl-thermostat-hidden')) continue;
        const own = element.getBoundingClientRect();
        if (own.width === 0) continue;
        if (own.right > right + 0.5 || own.left < left - 0.5) {
          found.push(`${element.className}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
        }
      }
    }
    return found;
  });
}

/** Pieces of the views' text drawn over one another (each line of each text node compared). */
export async function overlappingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pieces: { text: string; box: DOMRect; node: Node; layer: Element | null }[] = [];
    const walker = document.createTreeWalker(
      document.querySelector('.porchlight-components') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Parts skipped by `content-visibility: auto` (off-screen catalogue groups) are not laid
      // out, so their text has no place to compare.
      if (!node.textContent?.trim() || !parent?.checkVisibility({ contentVisibilityAuto: true }))
        continue;
      if (parent.closest('.pl-visually-hidden, .pl-thermostat-hidden, select, option')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.width > 0 && box.height > 0)
          pieces.push({
            text: node.textContent.trim(),
            box,
            node,
            layer: parent.closest('dialog:modal'),
          });
      }
    }
    const found: string[] = [];
    for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const a = pieces[i];
        const b = pieces[j];
        // A modal dialog sits in the top layer over the inert page: what it covers depends on where
        // the page was scrolled when it opened (a click's scroll into view), not on text spacing.
        if (!a || !b || a.node === b.node || a.layer !== b.layer) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        // Glyph boxes of neighbouring lines touch; a real overlap covers a good part of a line.
        if (x > 2 && y > Math.min(a.box.height, b.box.height) / 3) {
          found.push(`"${a.text.slice(0, 30)}" over "${b.text.slice(0, 30)}"`);
        }
      }
    }
    return found;
  });
}
