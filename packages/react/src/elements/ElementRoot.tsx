import {
  Component,
  type ComponentType,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { mergeMessages, type PorchlightMessagesOverride } from '../messages/index.js';
import { PorchlightProvider, WRAPPER_CLASS_NAME } from '../provider/PorchlightProvider.js';
import { IdPrefixContext } from '../provider/unique-id.js';
import { type AssetProps, useAssetInjection } from '../provider/use-asset-injection.js';
import { Button } from '../ui/Button.js';
import { Spinner } from '../ui/Spinner.js';
import type { ElementView } from './element-spec.js';
import type { SharedSession } from './shared-sessions.js';

/** Props of {@link ElementRoot}. */
export interface ElementRootProps {
  /** The view to draw and its props (callbacks already turned into event dispatchers). */
  view: ElementView;
  viewProps: Record<string, unknown>;
  /** The provider's props other than the credentials. */
  providerProps: Record<string, unknown>;
  /** The shared session, or why the element's attributes cannot make one. */
  session: SharedSession | { invalid: string };
  /**
   * Changes with every attribute or property write, so a reason shown for a refused value (a
   * heading level of 0) goes once the host writes another one.
   */
  revision?: number;
  /** The custom element itself, whose document or shadow root the styles must reach. */
  host?: HTMLElement;
  /**
   * How many times the element was moved, mounted, into another document or shadow root (a
   * framework's teleport, a host component adopting it into its shadow root).
   */
  moves?: number;
  /** Called after each commit, once the effects below (the providers' injections) have run. */
  onCommit?: () => void;
}

// Elements are rendered in the browser only, so a counter cannot differ from a server's HTML.
let elementRoots = 0;

/**
 * What one custom element renders: the reason in place when its attributes are wrong, the shared
 * session's progress until its client exists, then the provider (with the shared client and
 * cache) around the view.
 */
export function ElementRoot(props: ElementRootProps) {
  const { onCommit } = props;
  // Each element is a root of its own, where the renderer numbers ids from zero again.
  const [idPrefix] = useState(() => `pl${++elementRoots}-`);
  // A parent's effects run after its children's.
  useEffect(() => {
    onCommit?.();
  });
  const content =
    'invalid' in props.session ? (
      <Notice {...props} text={props.session.invalid} />
    ) : (
      <ReasonBoundary
        revision={props.revision}
        fallback={(reason) => <Notice {...props} text={reason} />}
      >
        <SessionView {...props} session={props.session} />
      </ReasonBoundary>
    );
  return (
    <IdPrefixContext.Provider value={idPrefix}>
      {content}
      {props.host && props.moves ? (
        <MovedStyles key={props.moves} host={props.host} providerProps={props.providerProps} />
      ) : null}
    </IdPrefixContext.Provider>
  );
}

/**
 * The provider and the frame inject the stylesheet where they mounted, once: an element moved
 * since into another tree (whose stylesheets never reach it) keeps its view but would lose its
 * styles. Keyed by the move, this injects into the element's tree of the moment; the link left in
 * the old tree goes with the element's unmount.
 */
function MovedStyles(props: { host: HTMLElement; providerProps: Record<string, unknown> }) {
  const host = useMemo(() => ({ current: props.host }), [props.host]);
  useAssetInjection(props.providerProps as AssetProps, host);
  return null;
}

function SessionView(props: ElementRootProps & { session: SharedSession }) {
  const { session } = props;
  const state = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  const common = mergeMessages(props.providerProps.messages as PorchlightMessagesOverride).common;
  if (state.error) {
    // 'Try again' only where it can change the outcome; a wrong attribute needs the host's fix.
    return (
      <Notice {...props} text={state.error.message}>
        {state.retryable && (
          <Button variant="primary" onClick={session.retry}>
            {common.tryAgain}
          </Button>
        )}
      </Notice>
    );
  }
  if (!state.client) {
    return (
      <Frame {...props}>
        <Spinner label={common.loading} />
      </Frame>
    );
  }
  const View = props.view as ComponentType<Record<string, unknown>>;
  // An element without telemetry keeps the provider's own, switched-off client: handing it the
  // shared one would switch it off for every element of the session.
  const telemetryClient = props.providerProps.disableTelemetry
    ? undefined
    : session.telemetry(state.client);
  return (
    <PorchlightProvider
      {...props.providerProps}
      client={state.client}
      queryClient={session.queryClient}
      telemetryClient={telemetryClient}
    >
      <View {...props.viewProps} />
    </PorchlightProvider>
  );
}

/**
 * The provider's themed wrapper without a provider, for what shows before one can exist. It
 * injects the stylesheet as the provider would, so the spinner of a key still being exchanged
 * and a refusal in place are styled too (the provider, mounted next, keeps the same link).
 */
function Frame(props: ElementRootProps & { children: ReactNode }) {
  const theme = (props.providerProps.theme as string | undefined) ?? 'light';
  const wrapper = useRef<HTMLDivElement>(null);
  useAssetInjection(props.providerProps as AssetProps, wrapper);
  return (
    <div ref={wrapper} className={`${WRAPPER_CLASS_NAME} porchlight-theme-${theme}`}>
      {props.children}
    </div>
  );
}

function Notice(props: ElementRootProps & { text: string; children?: ReactNode }) {
  return (
    <Frame {...props}>
      <div className="pl-view-error" role="alert">
        <p>{props.text}</p>
        {props.children && <div className="pl-view-error__actions">{props.children}</div>}
      </div>
    </Frame>
  );
}

interface ReasonBoundaryProps {
  children: ReactNode;
  fallback(reason: string): ReactNode;
  /** A new value renders the children again: the host may have fixed what was refused. */
  revision: number | undefined;
}

interface ReasonBoundaryState {
  reason: string | null;
  revision: number | undefined;
}

/**
 * Shows why the provider refused the element's attributes (an invalid token, a refused key)
 * instead of a blank box, until the host writes any attribute or property again. The views' own
 * boundaries catch their failures before this one.
 */
class ReasonBoundary extends Component<ReasonBoundaryProps, ReasonBoundaryState> {
  override state: ReasonBoundaryState = { reason: null, revision: this.props.revision };

  static getDerivedStateFromProps(
    props: ReasonBoundaryProps,
    state: ReasonBoundaryState,
  ): Partial<ReasonBoundaryState> | null {
    return props.revision === state.revision ? null : { reason: null, revision: props.revision };
  }

  static getDerivedStateFromError(error: unknown): Partial<ReasonBoundaryState> {
    return { reason: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    return this.state.reason === null
      ? this.props.children
      : this.props.fallback(this.state.reason);
  }
}
