import type {ReactNode} from 'react';
import {SITE_VERSION} from '@site/src/lib/content/releases';

/** The newest Tessera release (src/model/releases.ts), for prose that states the present: it never goes stale. */
export default function LatestVersion(): ReactNode {
  return SITE_VERSION;
}
