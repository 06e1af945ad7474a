import { assertSessionProps, type PorchlightClient } from '@porchlight/client';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { holdInjectedLinks, styleRootOf } from '../provider/inject-assets.js';
import { ElementRoot } from './ElementRoot.js';
import {
  attributeName,
  type ElementSpec,
  fromAttribute,
  PROVIDER_PROPS,
  type PropKind,
} from './element-spec.js';
import { lateFailureEvent, type PorchlightLateFailureDetail } from './late-failure-event.js';
import { sessionUpdateEvent } from './session-update-event.js';
import { acquireSession, type SharedSession, sessionKey } from './shared-sessions.js';

const CREDENTIALS = ['publishableKey', 'userIdentifierKey', 'clientSessionToken', 'endpoint'];

// Node (server rendering, tests of other modules) has no HTMLElement: importing must not throw.
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

/**
 * Makes the custom element class of one view. Attributes and properties write the same values;
 * every change re-renders the element's own React root, in light DOM, once per microtask.
 */
export function createElementClass(spec: ElementSpec): CustomElementConstructor {
  const kinds: Record<string, PropKind> = { ...PROVIDER_PROPS, ...spec.props };
  const byAttribute = new Map(
    Object.entries(kinds)
      .filter(([, kind]) => kind !== 'property')
      .map(([prop, kind]) => [attributeName(prop), { prop, kind }] as const),
  );

  class PorchlightElement extends Base {
    static observedAttributes = [...byAttribute.keys(), 'nonce'];

    #values = new Map<string, unknown>();
    #root: Root | null = null;
    #scheduled = false;
    #held: { key: string; session: SharedSession; release(): void } | null = null;
    #callbacks = Object.fromEntries(
      (spec.events ?? []).map((event) => [
        event.prop,
        (...args: never[]) => {
          const dispatched = new CustomEvent(event.type, {
            detail: event.detail(...args),
            bubbles: true,
            composed: true,
            cancelable: event.cancelable,
          });
          // Dispatched whatever the kind (a non-cancelable `porchlight-success` too); it answers
          // false only when a listener called preventDefault() on a cancelable one.
          return this.dispatchEvent(dispatched) ? undefined : false;
        },
      ]),
    );

    /** Attributes older than a property set before the upgrade: name → value at construction. */
    #replayed = new Map<string, string>();
    /** Counts renders, so the reason boundary retries after any attribute or property change. */
    #revision = 0;
    /** The document or shadow root the element was last drawn in, and how often that changed. */
    #place: Node | null = null;
    #moves = 0;
    /**
     * The client this element announced since it was attached, so a provider mounted again (the
     * reason boundary drawing it anew) does not repeat it; an element attached again announces anew.
     */
    #announced: PorchlightClient | null = null;
    /** The injected links held from a render until its effects ran (see `holdInjectedLinks`). */
    #linkHold: (() => void) | null = null;
    #releaseLinkHold = () => {
      this.#linkHold?.();
      this.#linkHold = null;
    };
    /**
     * The provider's `onSessionUpdate`: called once per client, once its session is known (or
     * could not be read), which an element tells its host as `porchlight-session-update`.
     */
    #onSessionUpdate = (client: PorchlightClient) => {
      if (client === this.#announced) return;
      this.#announced = client;
      this.dispatchEvent(sessionUpdateEvent(client));
    };

    /**
     * The provider's `onLateFailure`, as `porchlight-late-failure`: a save's failure that landed
     * once no view was left to say it, i.e. after the element was removed while the save ran
     * (removal unmounts its React root, snackbars and all). A removed element's event reaches no
     * ancestor, so it is dispatched on the document the element was in: a host's toast listener on
     * `document` hears it either way, once.
     */
    #onLateFailure = (failure: PorchlightLateFailureDetail) => {
      const target = this.isConnected ? this : this.ownerDocument;
      target.dispatchEvent(lateFailureEvent(failure));
    };

    constructor() {
      super();
      this.#adoptEarlyProperties();
    }

    /**
     * A property set before the element was defined (a script that ran before this module, a
     * framework binding an unknown element) sits on the instance and hides the accessor: move it
     * behind the accessor. The browser replays every attribute after the constructor; the
     * property wins over an attribute that was there before the upgrade, as in the usual "lazy
     * property" pattern, and any later write wins as usual.
     */
    #adoptEarlyProperties() {
      const self = this as unknown as Record<string, unknown>;
      for (const prop of Object.keys(kinds)) {
        if (!Object.hasOwn(this, prop)) continue;
        const value = self[prop];
        delete self[prop];
        const attribute = attributeName(prop);
        const written = byAttribute.has(attribute) ? this.getAttribute(attribute) : null;
        if (written !== null) this.#replayed.set(attribute, written);
        self[prop] = value;
      }
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const replayed = this.#replayed.get(name);
      if (replayed !== undefined) {
        // Only the first call for this attribute can be the upgrade's replay.
        this.#replayed.delete(name);
        if (old === null && value === replayed) return;
      }
      const entry = byAttribute.get(name);
      if (entry) this.#values.set(entry.prop, fromAttribute(entry.kind, value));
      // `nonce` is read from the element's own nonce (below), not from the attribute.
      if (entry || name === 'nonce') this.#schedule();
    }

    connectedCallback() {
      this.#schedule();
    }

    // The browser's own `nonce`, whose setter writes no attribute: a nonce learnt after the
    // element drew (an Angular binding, a script) never reached the injected links.
    override get nonce(): string {
      return super.nonce ?? '';
    }

    override set nonce(value: string) {
      super.nonce = value;
      this.#schedule();
    }

    disconnectedCallback() {
      // Moving an element disconnects and reconnects it in one task: keep its root then.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#root?.unmount();
        this.#root = null;
        this.#releaseLinkHold();
        this.#place = null;
        this.#moves = 0;
        // Released a task later: Vue's v-if and Angular's ngIf remove the old element before they
        // make its replacement, which then takes over the session and its cache instead of
        // exchanging the key again on an empty cache.
        const held = this.#held;
        if (held) setTimeout(held.release);
        this.#held = null;
        this.#announced = null;
      });
    }

    /** Reads a prop as the view sees it (for the property accessors). */
    getProp(prop: string): unknown {
      return this.#values.get(prop);
    }

    /** Sets a prop from a property; `undefined` or `null` unsets it. */
    setProp(prop: string, value: unknown): void {
      this.#values.set(prop, value);
      this.#schedule();
    }

    #schedule() {
      if (this.#scheduled) return;
      this.#scheduled = true;
      queueMicrotask(() => {
        this.#scheduled = false;
        if (this.isConnected) this.#render();
      });
    }

    #render() {
      // `null` unsets a prop as `undefined` and a removed attribute do: frameworks bind null for
      // "no value", and a view given a null id would draw an empty frame.
      const values = Object.fromEntries(
        [...this.#values].filter(([, value]) => value !== undefined && value !== null),
      );
      const providerProps: Record<string, unknown> = {
        onSessionUpdate: this.#onSessionUpdate,
        onLateFailure: this.#onLateFailure,
      };
      const viewProps: Record<string, unknown> = { ...this.#callbacks };
      for (const [prop, value] of Object.entries(values)) {
        if (CREDENTIALS.includes(prop)) continue;
        if (prop in PROVIDER_PROPS) providerProps[prop] = value;
        else viewProps[prop] = value;
      }
      // The browser hides a nonce attribute once the element is in a page with a policy (it then
      // reads ""), but keeps the value in the element's `nonce` property.
      const nonce = this.nonce || this.getAttribute('nonce');
      if (nonce) providerProps.nonce = nonce;
      const invalid = this.#invalidReason(values);
      const session = invalid === null ? this.#session(values) : null;
      if (invalid !== null) {
        this.#held?.release();
        this.#held = null;
      }
      // Kept across a move in one task: a move into another tree must take the styles along.
      const place = this.getRootNode();
      if (this.#place !== null && this.#place !== place) this.#moves += 1;
      this.#place = place;
      // Until this render's effects have taken their links: a swapped element's predecessor may
      // have let go of them already.
      this.#linkHold ??= holdInjectedLinks(styleRootOf(this));
      this.#root ??= createRoot(this);
      this.#root.render(
        createElement(ElementRoot, {
          onCommit: this.#releaseLinkHold,
          key: this.#held?.key ?? 'invalid',
          revision: ++this.#revision,
          view: spec.view,
          viewProps,
          providerProps,
          session: session ?? { invalid: invalid ?? '' },
          host: this,
          moves: this.#moves,
        }),
      );
    }

    #invalidReason(values: Record<string, unknown>): string | null {
      try {
        assertSessionProps(values as Parameters<typeof assertSessionProps>[0]);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      // An empty id is no id (a template with no value; Vue writes "" for null to a string
      // property): the view would wait on it forever or draw nothing, so say it is missing.
      const missing = (spec.required ?? []).filter((prop) => !String(values[prop] ?? '').trim());
      if (missing.length === 0) return null;
      return `Invalid props: missing ${missing.map((prop) => `${attributeName(prop)}`).join(', ')}`;
    }

    #session(values: Record<string, unknown>): SharedSession {
      const credentials = Object.fromEntries(
        CREDENTIALS.map((prop) => [prop, values[prop] as string | undefined]),
      );
      const key = sessionKey(credentials);
      if (this.#held?.key !== key) {
        this.#held?.release();
        this.#held = { key, ...acquireSession(credentials) };
      }
      return this.#held.session;
    }
  }

  for (const prop of Object.keys(kinds)) {
    Object.defineProperty(PorchlightElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: PorchlightElement) {
        return this.getProp(prop);
      },
      set(this: PorchlightElement, value: unknown) {
        this.setProp(prop, value);
      },
    });
  }
  return PorchlightElement;
}

/** Defines each element once (a second import or a host's own definition is left alone). */
export function defineElements(specs: readonly ElementSpec[]): void {
  if (typeof customElements === 'undefined') return;
  for (const spec of specs) {
    if (!customElements.get(spec.tag)) customElements.define(spec.tag, createElementClass(spec));
  }
}
