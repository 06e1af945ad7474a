// Runs the React package's rendering tests (every `.test.tsx` but rendering to a string) on
// Preact through `preact/compat`, the renderer the custom elements bundle ships
// (packages/react/scripts/build-elements.mjs; packages/react/vitest.preact.config.ts). The rest
// of the workspace stays on React 19.
import { runReactTests } from './run-react-tests.mjs';

runReactTests('vitest.preact.config.ts');
