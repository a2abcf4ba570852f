/** A group of routes (src/framework/route-tree/routeTree.ts): renders the one that matches, or the docs' not-found content as DocRoot does. */
import React, {type ReactNode} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import NotFoundContent from '@theme/NotFound/Content';

/** The routes renderRoutes takes (react-router-config's, typed through Docusaurus's alias). */
type Routes = NonNullable<Parameters<typeof renderRoutes>[0]>;

export default function GroupedRoutes({route}: {route?: {routes?: Routes}}): ReactNode {
  const {pathname} = useLocation();
  const routes = route?.routes ?? [];
  return routes.some((child) => matchPath(pathname, child)) ? renderRoutes(routes) : <NotFoundContent />;
}
