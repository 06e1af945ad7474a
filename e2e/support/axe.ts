import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Runs axe-core on the page (or a part of it) and fails on any violation, listing each. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  // The loading toast lingers, then fades (partial opacity by design): axe would read transient
  // colours if the fade began mid-analysis, so check once it has gone.
  await expect(page.locator('.pl-loading-toast')).toHaveCount(0);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

/**
 * Runs axe in the page's current theme, then switches the playground to the other theme (the
 * views stay mounted, so the state under test is kept) and runs it again: one state, checked in
 * light and dark without loading it twice.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  const wrapper = page.locator('.porchlight-components').first();
  const dark = ((await wrapper.getAttribute('class')) ?? '').includes('porchlight-theme-dark');
  await expectNoAxeViolations(page);
  const other = dark ? 'light' : 'dark';
  await page.getByRole('combobox', { name: 'Theme' }).selectOption(other);
  await expect(wrapper).toHaveClass(new RegExp(`porchlight-theme-${other}`));
  await expectNoAxeViolations(page);
}
