/**
 * React Router ships its production build as one large module in which `React.forwardRef`,
 * `React.memo` and `React.createContext` are called at the top level without a pure annotation,
 * and components are named by top-level `X.displayName = "X"` assignments. A bundler must keep
 * whatever a top-level call or assignment might affect, so every component so written stayed in
 * the build with all it uses (its forms, fetchers, scroll restoration, framework mode) whether
 * the app renders it or not: measured, some 4 kB gzip on the first screen (issue 37 §2).
 *
 * Those three React functions only make an object from their arguments, and a display name only
 * names a component in developer tools, so this build step marks the calls pure and drops the
 * names; the bundler then leaves out what the app does not use. Nothing else of the module
 * changes. If a later React Router writes these otherwise, the step changes nothing and the
 * bench's first-screen count says so.
 */
import type { Plugin } from 'vite';

/** React Router's bundled production modules (dist/production/chunk-*.mjs). */
const ROUTER_CHUNK =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

const PURE_CALL = /(?<![\w$.])(React\d*\.(?:forwardRef|memo|createContext)\()/g;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** The module's code with React's object-making calls marked pure and display names dropped. */
export function markReactRouterPure(code: string): string {
  return code.replace(PURE_CALL, '/* @__PURE__ */ $1').replace(DISPLAY_NAME, '');
}

export function pureReactRouter(): Plugin {
  return {
    name: 'pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_CHUNK },
      handler: (code) => ({ code: markReactRouterPure(code), map: null }),
    },
  };
}
