/**
 * The documents a REST response can show, counted in the model (the example check holds a shown `total` to them).
 * The rows themselves are the runtime's (src/lib/documents/store.ts).
 */
export {documentCount} from '../documents/store';
