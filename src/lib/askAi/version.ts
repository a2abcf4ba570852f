/**
 * Format of an answer (the session history keeps answers; older shapes are dropped). Its own module: the session
 * code that every page runs reads it without loading the answer assembly.
 */
export const ANSWER_VERSION = 2;
