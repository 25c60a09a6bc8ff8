import { describe, expect, it } from 'vitest';
import { markReactRouterPure } from './pure-react-router.ts';

describe('React Router built for tree-shaking', () => {
  it('marks the top-level forwardRef, memo and createContext calls pure', () => {
    const code = [
      'var Link = React10.forwardRef(function LinkWithRef(props, ref) {});',
      'var Memo = React.memo(Inner);',
      'var LocationContext = React2.createContext(null);',
    ].join('\n');
    expect(markReactRouterPure(code)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef(props, ref) {});',
        'var Memo = /* @__PURE__ */ React.memo(Inner);',
        'var LocationContext = /* @__PURE__ */ React2.createContext(null);',
      ].join('\n'),
    );
  });

  it('drops display names and leaves every other assignment and call as written', () => {
    const code = [
      'Link.displayName = "Link";',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      'React.useEffect(() => {});',
      'MyReact.forwardRef(x);',
      'if (isBrowser) window.__reactRouterVersion = "7";',
    ].join('\n');
    expect(markReactRouterPure(code)).toBe(
      [
        '',
        'RenderErrorBoundary.contextType = RSCRouterContext;',
        'React.useEffect(() => {});',
        'MyReact.forwardRef(x);',
        'if (isBrowser) window.__reactRouterVersion = "7";',
      ].join('\n'),
    );
  });
});
