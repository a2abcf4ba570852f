/**
 * The Query Engine's own vocabulary (/dev-docs/api/query-engine/populating, "Set options on a populated field"): the
 * options of a populated field, each with the kinds of field it applies to and the Document Service option it works
 * as (`select` keeps fields as `fields` does), or null for the options only the Query Engine has (`limit`, `offset`).
 */
export const QUERY_ENGINE_POPULATE_OPTIONS = {
  select: {appliesTo: ['relation', 'media', 'component'], as: 'fields', meaning: 'The columns of the related rows.'},
  where: {appliesTo: ['to-many relation'], as: 'filters', meaning: 'Conditions on the related rows.'},
  orderBy: {appliesTo: ['to-many relation'], as: 'sort', meaning: 'The order of the related rows.'},
  limit: {appliesTo: ['to-many relation'], as: null, meaning: 'The maximum number of related rows.'},
  offset: {appliesTo: ['to-many relation'], as: null, meaning: 'How many related rows to skip.'},
  populate: {appliesTo: ['relation', 'media', 'component'], as: 'populate', meaning: 'What to load inside the related rows.'},
  on: {appliesTo: ['dynamiczone'], as: 'on', meaning: 'Gives a populate object per component UID.'},
} as const;
