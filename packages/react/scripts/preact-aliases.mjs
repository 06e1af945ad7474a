// Which Preact module stands in for each React module the views import, for the custom elements
// bundle (scripts/build-elements.mjs) and the rendering tests that run on it (npm run
// test:preact). One table, so the tests run the renderer the bundle ships.

/** React specifier → the `preact` package's module that replaces it. */
export const PREACT_ALIASES = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/compat/test-utils',
};
