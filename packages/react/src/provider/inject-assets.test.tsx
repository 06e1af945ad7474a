import { act, cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubClient } from '../test-utils/fake-api.js';
import { LINK_RELEASE_GRACE_MS } from './inject-assets.js';
import { PorchlightProvider } from './PorchlightProvider.js';

const client = stubClient([]);
const hosts: HTMLElement[] = [];

/** A host element with an open shadow root, and a container inside it to render into. */
function shadowHost(): { shadow: ShadowRoot; container: HTMLElement } {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  return { shadow, container };
}

const links = (parent: ParentNode, marker: string) =>
  parent.querySelectorAll<HTMLLinkElement>(`link[data-porchlight="${marker}"]`);

beforeEach(() => {
  for (const link of document.head.querySelectorAll('link[data-porchlight]')) link.remove();
});
afterEach(() => {
  cleanup();
  for (const host of hosts.splice(0)) host.remove();
});

describe('given a provider inside a shadow root', () => {
  it('should put the stylesheet in the shadow root, first, and none in the main document', () => {
    const { shadow, container } = shadowHost();
    const hostStyle = document.createElement('style');
    shadow.prepend(hostStyle);
    render(<PorchlightProvider client={client} disableTelemetry />, { container });
    expect(links(shadow, 'stylesheet')).toHaveLength(1);
    expect(shadow.firstChild).toBe(links(shadow, 'stylesheet')[0]);
    expect(links(document.head, 'stylesheet')).toHaveLength(0);
  });

  it('should put the font in the main document, where browsers apply @font-face', () => {
    const { shadow, container } = shadowHost();
    render(<PorchlightProvider client={client} disableTelemetry />, { container });
    expect(links(document.head, 'font')).toHaveLength(1);
    expect(links(shadow, 'font')).toHaveLength(0);
  });

  it('should inject once per shadow root, and once into each other shadow root', () => {
    const first = shadowHost();
    const second = shadowHost();
    render(
      <>
        <PorchlightProvider client={client} disableTelemetry />
        <PorchlightProvider client={client} disableTelemetry />
      </>,
      { container: first.container },
    );
    render(<PorchlightProvider client={client} disableTelemetry />, {
      container: second.container,
    });
    render(<PorchlightProvider client={client} disableTelemetry />);
    expect(links(first.shadow, 'stylesheet')).toHaveLength(1);
    expect(links(second.shadow, 'stylesheet')).toHaveLength(1);
    expect(links(document.head, 'stylesheet')).toHaveLength(1);
    expect(links(document.head, 'font')).toHaveLength(1);
  });

  it('should carry the nonce and honour the base URL on the shadow root link', () => {
    const { shadow, container } = shadowHost();
    render(
      <PorchlightProvider
        client={client}
        disableTelemetry
        nonce="sh4d0w"
        cssBaseUrl="https://cdn.example/porchlight"
      />,
      { container },
    );
    const [link] = links(shadow, 'stylesheet');
    expect(link?.nonce).toBe('sh4d0w');
    expect(link?.getAttribute('href')).toBe('https://cdn.example/porchlight/index.min.css');
    expect(links(document.head, 'font')[0]?.nonce).toBe('sh4d0w');
  });

  it('should inject nothing into the shadow root with disableCssInjection', () => {
    const { shadow, container } = shadowHost();
    render(<PorchlightProvider client={client} disableTelemetry disableCssInjection />, {
      container,
    });
    expect(links(shadow, 'stylesheet')).toHaveLength(0);
    expect(links(document.head, 'stylesheet')).toHaveLength(0);
  });

  it('should inject nothing when the host adopted the stylesheet into the shadow root', () => {
    const { shadow, container } = shadowHost();
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(':root { --porchlight-stylesheet: loaded; }');
    shadow.adoptedStyleSheets = [sheet];
    render(<PorchlightProvider client={client} disableTelemetry />, { container });
    expect(shadow.querySelectorAll('link[data-porchlight]')).toHaveLength(0);
    expect(document.head.querySelectorAll('link[data-porchlight]')).toHaveLength(0);
  });
});

describe("given a provider portalled into an iframe's document", () => {
  it("should put both links in that document's head, not the main document's", () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    try {
      const frame = iframe.contentDocument as Document;
      render(
        createPortal(
          <PorchlightProvider client={client} disableTelemetry nonce="fr4m3" />,
          frame.body,
        ),
      );
      expect(links(frame.head, 'stylesheet')).toHaveLength(1);
      expect(links(frame.head, 'stylesheet')[0]?.nonce).toBe('fr4m3');
      expect(links(frame.head, 'font')).toHaveLength(1);
      expect(document.head.querySelectorAll('link[data-porchlight]')).toHaveLength(0);
    } finally {
      // Unmounted while the iframe's document still holds the portal's nodes.
      cleanup();
      iframe.remove();
    }
  });
});

/** Moves the (fake) clock past the moment a released link would have been removed. */
const pastGrace = async () => {
  act(() => vi.advanceTimersByTime(LINK_RELEASE_GRACE_MS + 100));
};
/** Generous: removal is due after the grace period, on a machine that may be busy. */
const removal = { timeout: LINK_RELEASE_GRACE_MS * 10 };

describe('given providers that unmount', () => {
  // Fake timers that still move with real time: the tests skip the grace period before a released
  // link is removed instead of waiting it out.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should remove the links once the last provider of the page unmounts', async () => {
    const first = render(<PorchlightProvider client={client} disableTelemetry />);
    const second = render(<PorchlightProvider client={client} disableTelemetry />);
    first.unmount();
    await pastGrace();
    expect(links(document.head, 'stylesheet')).toHaveLength(1);
    expect(links(document.head, 'font')).toHaveLength(1);
    second.unmount();
    await pastGrace();
    await waitFor(
      () => expect(document.head.querySelectorAll('link[data-porchlight]')).toHaveLength(0),
      removal,
    );
  });

  it("should remove a shadow root's link with its last provider, and the font with the page's", async () => {
    const { shadow, container } = shadowHost();
    const inShadow = render(<PorchlightProvider client={client} disableTelemetry />, {
      container,
    });
    const inPage = render(<PorchlightProvider client={client} disableTelemetry />);
    inShadow.unmount();
    await pastGrace();
    await waitFor(() => expect(links(shadow, 'stylesheet')).toHaveLength(0), removal);
    expect(links(document.head, 'stylesheet')).toHaveLength(1);
    expect(links(document.head, 'font')).toHaveLength(1);
    inPage.unmount();
    await pastGrace();
    await waitFor(() => expect(links(document.head, 'font')).toHaveLength(0), removal);
  });

  it('should keep the same link when one provider replaces another in one commit', async () => {
    const { rerender } = render(<PorchlightProvider key="a" client={client} disableTelemetry />);
    const [before] = links(document.head, 'stylesheet');
    rerender(<PorchlightProvider key="b" client={client} disableTelemetry />);
    await pastGrace();
    expect([...links(document.head, 'stylesheet')]).toEqual([before]);
  });

  it("should keep the link through StrictMode's replayed effects", async () => {
    render(
      <StrictMode>
        <PorchlightProvider client={client} disableTelemetry />
      </StrictMode>,
    );
    await pastGrace();
    expect(links(document.head, 'stylesheet')).toHaveLength(1);
  });
});
