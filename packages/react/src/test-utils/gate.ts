/** A one-shot gate a test holds one request at, to order it against the page without timing. */
export interface Gate {
  /** Settles once the first request has reached the gate. */
  held: Promise<void>;
  /** Lets the held request go on; every later one already passes straight through. */
  open(): void;
  /** Awaited by a request on its way: the first waits until `open()`, the rest pass at once. */
  pass(): Promise<void>;
}

/** A closed {@link Gate}: only the first request to `pass()` waits at it. */
export function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let reached = () => {};
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let holding = true;
  return {
    held,
    open,
    pass: () => {
      if (!holding) return Promise.resolve();
      holding = false;
      reached();
      return opened;
    },
  };
}
