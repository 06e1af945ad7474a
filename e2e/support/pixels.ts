import type { Locator, Page } from '@playwright/test';

/** The control's pixels with neither focus nor the pointer on it, so only its state shows. */
export async function restingPixels(page: Page, control: Locator): Promise<Buffer> {
  await control.evaluate((element) => (element as HTMLElement).blur());
  await page.mouse.move(0, 0);
  return control.screenshot({ animations: 'disabled' });
}

/**
 * The share (0–1) of pixels that differ clearly (by more than a quarter of the range in some
 * channel) between two screenshots of the same box: a state the eye can tell apart changes a
 * good part of the box, not a hairline's tint.
 */
export function shareOfPixelsChanged(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return shareDiffering(page, a, b, false);
}

/**
 * The share (0–1) of pixels that differ clearly between `rtl` and `ltr` flipped left to right:
 * near 0 when a right-to-left page draws the mirror image of the left-to-right one. The browser
 * rounds a box at a half pixel the same way in both directions, which a mirror does not, so the
 * flipped image may sit one column off: the best of the shifts by -1, 0 and 1 column counts.
 */
export function shareUnlikeMirror(page: Page, ltr: Buffer, rtl: Buffer): Promise<number> {
  return shareDiffering(page, ltr, rtl, true);
}

function shareDiffering(page: Page, a: Buffer, b: Buffer, mirrored: boolean): Promise<number> {
  return page.evaluate(
    async ([first, second, flip]) => {
      const decode = async (base64: string) => {
        const image = await createImageBitmap(
          await (await fetch(`data:image/png;base64,${base64}`)).blob(),
        );
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = await Promise.all([decode(first), decode(second)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      const { width, height } = x;
      const differs = (i: number, j: number) => {
        for (let c = 0; c < 3; c++) {
          if (Math.abs((x.data[i + c] ?? 0) - (y.data[j + c] ?? 0)) > 64) return true;
        }
        return false;
      };
      let best = 1;
      for (const shift of flip ? [-1, 0, 1] : [0]) {
        let changed = 0;
        let compared = 0;
        for (let row = 0; row < height; row++) {
          for (let column = 0; column < width; column++) {
            const from = flip ? width - 1 - column + shift : column;
            if (from < 0 || from >= width) continue;
            compared++;
            if (differs((row * width + from) * 4, (row * width + column) * 4)) changed++;
          }
        }
        best = Math.min(best, changed / compared);
      }
      return best;
    },
    [a.toString('base64'), b.toString('base64'), mirrored] as const,
  );
}
