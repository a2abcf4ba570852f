/** What every part of one evaluation reads: the locale and status asked, and who asks. */
export type Status = 'published' | 'draft';

export interface Context {
  locale: string;
  status: Status;
  /** Content types whose `populateCreatorFields` a page turns on (besides the model's own option). */
  creatorFieldTypes: readonly string[];
}

/** What every part of one evaluation reads about the request. */
export interface Evaluation extends Context {
  /** Whether the caller may read documents of a content type (a relation it cannot read comes back empty). */
  canRead: (uid: string) => boolean;
}
