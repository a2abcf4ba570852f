/**
 * Rules of the product that the data must follow. The releases are held to the patch-release rule by
 * checks/tests/rules.test.ts. Figures that pages state (pagination limits, Tessera Cloud plans) are no rules to
 * police in prose: pages write them through <RestLimit /> and <CloudFact /> (src/lib/content/productFacts.ts).
 */
import type {ReleaseChange} from './releases';

/** The kinds of change a patch release may contain: fixes and small updates, rarely a breaking fix with a manual step. */
export const PATCH_RELEASE_KINDS: readonly ReleaseChange['kind'][] = ['fix', 'updated', 'breaking'];
