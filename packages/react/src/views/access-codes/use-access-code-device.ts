// The views read their lock through this one module, so swapping in the core's device hooks is
// a one-line change.
export {
  useAccessCodeDevice,
  useLockToggle,
} from '../../hooks/access-codes/use-access-code-device.js';
