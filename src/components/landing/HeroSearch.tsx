import React, {useRef, useState, type ReactNode} from 'react';
import {MagnifyingGlass} from '@phosphor-icons/react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {requestSearch} from '@site/src/lib/browser/openSearch';
import styles from './landing.module.css';

/**
 * A search box in the hero. Submitting it opens the navbar's search modal with what was typed (the same
 * search, through src/lib/browser/openSearch); before the page is interactive, or if no search bar answers, the form
 * goes to the /search page with the query.
 */
export default function HeroSearch(): ReactNode {
  const action = useBaseUrl('/search');
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      aria-label="Documentation"
      className={styles.heroSearch}
      action={action}
      method="get"
      onSubmit={(event) => {
        if (requestSearch({query: query.trim(), returnFocusTo: inputRef.current})) event.preventDefault();
      }}>
      <label htmlFor="hero-search" className="sr-only">
        Search the documentation
      </label>
      <MagnifyingGlass aria-hidden="true" size={22} className={styles.heroSearchIcon} />
      <input
        ref={inputRef}
        id="hero-search"
        name="q"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search docs, e.g. populate relations"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}
