/**
 * The playground's parts, loaded on demand: the REST evaluator, the example project's data and qs are in their
 * chunks, never in a page's first load. Loaded with the site's lazy loader (spinner after a delay, error with Retry).
 */
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';

export const LazyTryIt = Loadable({
  loader: () => import(/* webpackChunkName: "rest-playground" */ './TryIt'),
  loading: Loading,
  delay: 200,
});

export const LazyResponsePanel = Loadable({
  loader: () => import(/* webpackChunkName: "rest-playground-response" */ './ResponsePanel'),
  loading: Loading,
  delay: 200,
});
