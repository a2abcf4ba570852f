/** The clients an API example can be shown in (MultiLanguageSwitcher tabs); TabItem values must be among these. */
export const API_CLIENTS = {
  curl: 'cURL',
  fetch: 'JavaScript (fetch)',
  client: '@tessera/client',
  graphql: 'GraphQL',
} as const;
