import type { TelemetryContext, Traits } from './types.js';

// Reads the browser environment; every field is optional because Node and workers lack some.
export const collectContext = (
  library: TelemetryContext['library'],
  traits: Traits | undefined,
): TelemetryContext => {
  const screen = (globalThis as { screen?: { width?: number; height?: number } }).screen;
  const density = (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
  return {
    locale: globalThis.navigator?.language,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    userAgent: globalThis.navigator?.userAgent,
    screen: {
      width: screen?.width,
      height: screen?.height,
      density: density === undefined ? undefined : Math.round(density * 100) / 100,
    },
    library,
    traits,
  };
};
