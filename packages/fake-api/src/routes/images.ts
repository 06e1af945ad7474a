import type { Hono } from 'hono';
import type { AppEnv } from './app-env.js';

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function initials(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

function logoSvg(slug: string): string {
  const color = `hsl(${hue(slug)} 55% 40%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="${color}"/><text x="60" y="26" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${initials(slug)}</text></svg>`;
}

function modelSvg(slug: string): string {
  const color = `hsl(${hue(slug)} 30% 45%)`;
  const thermostat =
    slug.includes('thermostat') || slug.includes('ecobee') || slug.includes('lyric');
  const shape = thermostat
    ? `<circle cx="120" cy="120" r="80" fill="${color}"/><circle cx="120" cy="120" r="58" fill="#111"/><text x="120" y="132" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">72</text>`
    : `<rect x="70" y="30" width="100" height="180" rx="24" fill="${color}"/><circle cx="120" cy="95" r="26" fill="#eee"/><rect x="112" y="140" width="16" height="40" rx="6" fill="#eee"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="#f4f5f7"/>${shape}</svg>`;
}

/** Generated SVG logos and model images, so the catalogue needs no internet. */
export function registerImageRoutes(app: Hono<AppEnv>): void {
  app.get('/_fake/images/:kind/:file{[a-z0-9-]+\\.svg}', (c) => {
    const kind = c.req.param('kind');
    const slug = c.req.param('file').replace(/\.svg$/, '');
    if (kind !== 'logos' && kind !== 'models')
      return c.json({ error: { type: 'not_found', message: 'No such image' }, ok: false }, 404);
    const svg = kind === 'logos' ? logoSvg(slug) : modelSvg(slug);
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
    });
  });
}
