/**
 * A component that keeps the latest result of a hook, for tests that render it inside a provider
 * (and a host's own tree) and then call that result from outside render: a mutation's
 * `mutateAsync`, the client the provider hands down.
 */
export function hookProbe<T>(useHook: () => T): { Probe: () => null; latest: () => T } {
  let result: { value: T } | undefined;
  function Probe() {
    result = { value: useHook() };
    return null;
  }
  const latest = () => {
    if (!result) throw new Error('hookProbe: render <Probe /> before reading its hook');
    return result.value;
  };
  return { Probe, latest };
}
