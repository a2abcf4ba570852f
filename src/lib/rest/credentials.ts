/**
 * The credential an example request stands for. Pages send their token from a variable (`$API_TOKEN`), so the
 * example project answers a request as the page means it: for an unknown token when the page shows a 401, for no
 * token (the Public role) when it shows a 403, and for the full-access API token otherwise. The example check and
 * the playground both send these headers, so Try it answers a write the way the page's response shows it.
 */
import {CREDENTIALS} from '../../model/trailhead/permissions';

/** The bearer value of the example project's full-access API token. */
const FULL_ACCESS = Object.keys(CREDENTIALS).find((value) => {
  const credential = CREDENTIALS[value]!;
  return credential.kind === 'api-token' && credential.type === 'full-access';
})!;

export type ExampleCredential = 'unknown-token' | 'public' | 'full-access';

/** The credential a request stands for, from the status its page shows (null when it shows none). */
export function exampleCredential(shownStatus: number | null): ExampleCredential {
  if (shownStatus === 401) return 'unknown-token';
  if (shownStatus === 403) return 'public';
  return 'full-access';
}

/** The headers that carry it. */
export function credentialHeaders(credential: ExampleCredential): Record<string, string> {
  if (credential === 'unknown-token') return {Authorization: 'Bearer an-unknown-token'};
  if (credential === 'public') return {};
  return {Authorization: `Bearer ${FULL_ACCESS}`};
}

/** How the playground names it to the reader. */
export const CREDENTIAL_NAMES: Readonly<Record<ExampleCredential, string>> = {
  'full-access': 'with a full-access API token',
  public: 'without a token, as the Public role',
  'unknown-token': 'with a token the project does not know',
};
