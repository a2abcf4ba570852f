import {createElement, useEffect, useReducer, type ComponentType} from 'react';

/**
 * A page's MDX component in `npm start` (wrapped by ./pageLoader.cjs): the same component across hot updates, which
 * renders the page's latest version. Docusaurus accepts hot updates only in its client entry, so a saved page's update
 * used to re-run every module between the page and the entry (the registry, the routes, the app) and React mounted the
 * whole site anew (navbar, sidebar, every route's preloads). Here the page's module accepts its own update and only its
 * content re-renders. When what the rest of the page reads from the module changes (front matter, title, TOC), the
 * update goes on as before (`invalidate`), so the sidebar and the TOC stay right.
 */

interface Hot {
  data?: {hotPage?: HotPageState};
  accept(): void;
  dispose(callback: (data: {hotPage?: HotPageState}) => void): void;
  invalidate(): void;
}

interface HotPageState {
  Content: ComponentType<object>;
  fingerprint: string;
  rerenders: Set<() => void>;
  Page: ComponentType<object>;
}

export function hotPage<P extends object>(Content: ComponentType<P>, hot: Hot | undefined, exported: object): ComponentType<P> {
  if (!hot) return Content;
  const fingerprint = JSON.stringify(exported);
  const previous = hot.data?.hotPage;
  if (previous && previous.fingerprint !== fingerprint) {
    // Not accepted: the update goes up to the entry, as without this module.
    hot.invalidate();
    return Content;
  }
  const state: HotPageState = previous ?? {Content: Content as ComponentType<object>, fingerprint, rerenders: new Set(), Page: () => null};
  if (!previous) {
    state.Page = function HotPage(props: object) {
      const [, rerender] = useReducer((count: number) => count + 1, 0);
      useEffect(() => {
        state.rerenders.add(rerender);
        return () => void state.rerenders.delete(rerender);
      }, []);
      return createElement(state.Content, props);
    };
  }
  state.Content = Content as ComponentType<object>;
  hot.dispose((data) => {
    data.hotPage = state;
  });
  hot.accept();
  if (previous) for (const rerender of state.rerenders) rerender();
  return state.Page as ComponentType<P>;
}
