/** A REST path (`/api/...`) gets "Try it"; GraphQL (`/graphql`) and other paths do not. Kept apart from the playground's code, which loads on demand. */
export function isRestPath(path: string): boolean {
  return /^\/api(\/|\?|$)/.test(path);
}
