import type { Page } from '@playwright/test';

/**
 * The computed values of CSS system colours (`GrayText`, `CanvasText`, …) on the page, in the
 * order asked: what a forced-colours rule resolves to, to compare with an element's colour.
 */
export async function systemColours(page: Page, names: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (systemNames) =>
      systemNames.map((name) => {
        const probe = document.createElement('span');
        probe.style.color = name;
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }),
    [...names],
  );
}
