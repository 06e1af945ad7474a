import type { PorchlightProviderProperties } from './element-types.js';

/**
 * How one prop is read from the element.
 * - `string`, `number`, `list` (comma-separated, each item trimmed, so items may contain spaces;
 *   or a JSON array of strings as `@seamapi/react` reads it), `boolean` (by presence): from the
 *   kebab-case attribute, and from the camelCase property.
 * - `{ oneOf }`: a string attribute limited to these values; any other value counts as unset.
 * - `property`: functions and objects, from the property only (no attribute can carry them).
 */
export type PropKind =
  | 'string'
  | 'number'
  | 'list'
  | 'ids'
  | 'boolean'
  | 'property'
  | {
      /** The values the attribute may take. */
      oneOf: string[];
    };

/**
 * The view an element draws: a React function component, typed by its shape so the elements'
 * declarations name no React type (a Vue or Angular host compiles them without `@types/react`).
 */
export type ElementView = (props: never) => unknown;

/** The kind that reads a property of this type (`T` without `null` and `undefined`). */
type KindOf<T> = [T] extends [boolean]
  ? 'boolean'
  : [T] extends [number]
    ? 'number'
    : [T] extends [readonly string[]]
      ? 'list' | 'ids'
      : [T] extends [string]
        ? string extends T
          ? 'string'
          : { oneOf: T[] }
        : 'property';

/**
 * The kind of each of an element's properties, as its declared type allows: a property missing
 * from the registry, or read as another kind (a boolean property as a `string`), does not compile.
 */
export type PropKinds<Properties> = {
  [K in keyof Properties]-?: KindOf<NonNullable<Properties[K]>>;
};

/** A host callback of the view, delivered as a DOM `CustomEvent` on the element. */
export interface EventSpec {
  /** The view's callback prop, e.g. `onDeviceClick`. */
  prop: string;
  /** The event type, e.g. `porchlight-device-click`. */
  type: string;
  /** Builds the event's `detail` from the callback's arguments. */
  detail(...args: never[]): object;
  /**
   * Whether `preventDefault()` keeps the view from its own navigation: the callback then returns
   * `false`, the views' "host handled it" answer.
   */
  cancelable: boolean;
}

/** One custom element: the view it draws and how its attributes, properties and events map. */
export interface ElementSpec {
  /** The custom element name, e.g. `porchlight-device-table`. */
  tag: string;
  /** The public (wired) view. */
  view: ElementView;
  /** The view's props the element accepts, by camelCase name. */
  props: Record<string, PropKind>;
  /** Props without which the view cannot draw anything (e.g. `deviceId` of the details). */
  required?: string[];
  /** Callbacks delivered as events instead of props. */
  events?: EventSpec[];
}

/**
 * The provider's props every element accepts (the credentials, endpoint, styles and telemetry).
 * `nonce` is not listed: the element passes on its own `nonce` (attribute or property), which the
 * browser keeps readable after hiding the attribute.
 */
export const PROVIDER_PROPS: Record<string, PropKind> = {
  publishableKey: 'string',
  userIdentifierKey: 'string',
  clientSessionToken: 'string',
  endpoint: 'string',
  theme: { oneOf: ['light', 'dark', 'system'] },
  headingLevel: 'number',
  locale: 'string',
  disableCssInjection: 'boolean',
  disableFontInjection: 'boolean',
  disableTelemetry: 'boolean',
  unminifiedCss: 'boolean',
  // `@seamapi/react`'s spelling, as the provider accepts it.
  unminifiyCss: 'boolean',
  cssBaseUrl: 'string',
  fontUrl: 'string',
  messages: 'property',
} satisfies PropKinds<PorchlightProviderProperties>;

/** `deviceId` → `device-id`. */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Converts an attribute's value (null when absent) to the prop's value (undefined when unset). */
export function fromAttribute(kind: PropKind, value: string | null): unknown {
  if (kind === 'boolean') return value !== null;
  if (value === null || kind === 'property') return undefined;
  switch (kind) {
    case 'string':
      return value;
    case 'number': {
      const number = Number(value.trim());
      return value.trim() === '' || !Number.isFinite(number) ? undefined : number;
    }
    case 'list':
      return listOf(value, /,/);
    case 'ids':
      return listOf(value, /[\s,]+/);
    default:
      return kind.oneOf.includes(value.trim()) ? value.trim() : undefined;
  }
}

function listOf(value: string, separator: RegExp): string[] {
  if (value.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.filter((item) => typeof item === 'string');
    } catch {
      // Not JSON after all: read it as a separated list.
    }
  }
  return value
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
