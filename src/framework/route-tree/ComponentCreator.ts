/**
 * Docusaurus's ComponentCreator, called only for the routes a page renders or preloads: the generated route table
 * calls it for each of its about 640 routes while `main` evaluates, and each call flattens the route's chunk names and
 * builds a react-loadable class, at start-up of every page (src/framework/route-tree points the routes' import here).
 */
import {createElement, type ComponentType, type ReactNode} from 'react';
import createComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof createComponent>;

export default function ComponentCreator(path: string, hash?: string): RouteComponent {
  let created: RouteComponent | undefined;
  const component = (): RouteComponent => (created ??= createComponent(path, hash!));
  // The same component on every render (created once), so React keeps its state.
  function LazyRoute(props: Record<string, unknown>): ReactNode {
    return createElement(component() as ComponentType<Record<string, unknown>>, props);
  }
  return Object.assign(LazyRoute, {preload: () => component().preload()}) as unknown as RouteComponent;
}
