import React, {type ReactNode} from 'react';

/** Loaded in its own chunk by LazyDemo, so a test can block that chunk. */
export default function LazyPart(): ReactNode {
  return <p className="lazy-part">The lazily loaded part has arrived.</p>;
}
