import React, {useMemo, type ComponentType, type ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';

/**
 * A print page joins the pages of a section, and many of them share headings ("Related pages", "Next steps"): their
 * ids clashed (invalid HTML), and an in-page link of a later page led to the first page's heading. Around one joined
 * page, this prefixes the ids its Markdown writes (headings, footnotes) with a prefix of that page, and its in-page
 * links and references to them (`#anchor`, `aria-describedby`) alike, so each still reaches its own page's heading.
 */

/** The elements whose ids and in-page references Markdown writes (headings, footnote references and notes). */
const ELEMENTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'li', 'section', 'sup'] as const;

/** A page's prefix: its route as letters, digits and dashes, then `--` ("/dev-docs/api/rest" -> "dev-docs-api-rest--"). */
export function pageIdPrefix(permalink: string): string {
  const slug = permalink
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${slug || 'page'}--`;
}

type Props = Record<string, unknown>;

/** An element's props with its id, its in-page link and its id references prefixed. */
export function prefixedProps(props: Props, prefix: string): Props {
  const out: Props = {...props};
  if (typeof props.id === 'string' && props.id !== '') out.id = prefix + props.id;
  if (typeof props.href === 'string' && /^#./.test(props.href)) out.href = `#${prefix}${props.href.slice(1)}`;
  for (const name of ['aria-describedby', 'aria-labelledby'] as const) {
    const value = props[name];
    if (typeof value === 'string' && value.trim() !== '') {
      out[name] = value
        .trim()
        .split(/\s+/)
        .map((id) => prefix + id)
        .join(' ');
    }
  }
  return out;
}

type Components = Record<string, ComponentType<Props> | string | undefined>;

export default function PageIds({prefix, children}: {prefix: string; children: ReactNode}): ReactNode {
  // One set of components per page, so the page's elements keep their identity between renders.
  const components = useMemo(
    () => (parent: Components) => {
      const overrides: Components = {};
      for (const tag of ELEMENTS) {
        const Original = parent[tag] ?? tag;
        const Prefixed = (props: Props) => <Original {...prefixedProps(props, prefix)} />;
        Prefixed.displayName = `PageIds(${tag})`;
        overrides[tag] = Prefixed;
      }
      return {...parent, ...overrides};
    },
    [prefix],
  );
  return <MDXProvider components={components as never}>{children}</MDXProvider>;
}
