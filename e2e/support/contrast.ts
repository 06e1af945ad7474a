import type { Locator } from '@playwright/test';

/** One text element's measured colours: what a person sees, opacity included. */
export interface TextContrast {
  text: string;
  ratio: number;
  /** Product of the element's and its ancestors' opacity (1 when nothing fades it). */
  opacity: number;
}

/**
 * Measures the contrast of every element under `root` that holds text of its own: its colour
 * against the first opaque background behind it (walking up the tree), as WCAG computes it. axe
 * leaves transformed virtual rows "incomplete"; this reads the same colours directly.
 */
export async function textContrasts(root: Locator): Promise<TextContrast[]> {
  return root.evaluate((element) => {
    const parse = (value: string) => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m?.[1]) return null;
      const [r = 0, g = 0, b = 0, a = 1] = m[1]
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = (start: Element) => {
      for (let node: Element | null = start; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour.a > 0.99) return colour;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const opacity = (start: Element) => {
      let product = 1;
      for (let node: Element | null = start; node; node = node.parentElement) {
        product *= Number(getComputedStyle(node).opacity);
      }
      return product;
    };
    const results: { text: string; ratio: number; opacity: number }[] = [];
    for (const node of [element, ...element.querySelectorAll('*')]) {
      const own = [...node.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join('')
        .trim();
      if (!own || !(node as HTMLElement).checkVisibility?.()) continue;
      const style = getComputedStyle(node);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.width === '1px') continue;
      const fg = parse(style.color);
      if (!fg) continue;
      const [l1, l2] = [luminance(fg), luminance(background(node))].sort((a, b) => b - a) as [
        number,
        number,
      ];
      results.push({ text: own, ratio: (l1 + 0.05) / (l2 + 0.05), opacity: opacity(node) });
    }
    return results;
  });
}

/** Contrast between two CSS colours (`rgb(…)`), as WCAG defines it. */
export function contrastRatio(a: string, b: string): number {
  const parse = (value: string) =>
    (value.match(/rgba?\(([^)]+)\)/)?.[1] ?? '0 0 0').split(/[ ,/]+/).map(Number);
  const luminance = (value: string) => {
    const [r = 0, g = 0, bl = 0] = parse(value);
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}
