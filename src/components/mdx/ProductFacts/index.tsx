/**
 * Product figures in prose, written from the model (src/lib/content/productFacts.ts) as plain text, the way
 * <LatestVersion /> writes the newest release: a page never types a figure the model owns, so it cannot go stale.
 */
import type {ReactNode} from 'react';
import {cloudFactText, restLimitText, type CloudFactProps, type RestLimitName} from '@site/src/lib/content/productFacts';

/** A Tessera Cloud figure: `<CloudFact plan="Pro" metric="memory" />` writes "4 GB". */
export function CloudFact(props: CloudFactProps): ReactNode {
  return cloudFactText(props);
}

/** A pagination limit of the REST API: `<RestLimit name="maxLimit" />` writes "100". */
export function RestLimit({name}: {name: RestLimitName}): ReactNode {
  return restLimitText(name);
}
