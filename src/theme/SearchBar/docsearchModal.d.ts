// The lazily loaded copy of @docsearch/react (see importModal in ./index.tsx): same module, own chunk.
declare module '@docsearch/react?modal' {
  export * from '@docsearch/react';
}
