import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {Plug, Wrench} from '@phosphor-icons/react';
import Glyph from '@site/src/components/mdx/Icon/Glyph';
import styles from './styles.module.css';

export type CodemodCoverage = 'yes' | 'partly' | 'no';

export interface BreakingChangeCardProps {
  /** Whether plugin authors must act on this change. */
  affectsPlugins: boolean;
  /** Whether the upgrade tool's codemods handle the change. */
  codemod: CodemodCoverage;
}

const CODEMOD_TEXT: Record<CodemodCoverage, string> = {
  yes: 'Yes',
  partly: 'Partly',
  no: 'No',
};

/** The facts at the top of every breaking-change page. */
export default function BreakingChangeCard({affectsPlugins, codemod}: BreakingChangeCardProps): ReactNode {
  if (!(codemod in CODEMOD_TEXT)) throw new Error(`<BreakingChangeCard codemod="${String(codemod)}"> must be yes, partly or no`);
  return (
    <aside className={clsx(styles.card, 'breaking-change-card')} aria-label="Breaking change summary">
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Glyph svg={Plug} /> Affects plugins
          </dt>
          <dd className={affectsPlugins ? styles.yes : styles.no}>{affectsPlugins ? 'Yes' : 'No'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Glyph svg={Wrench} /> Handled by a codemod
          </dt>
          <dd className={styles[codemod]}>
            {CODEMOD_TEXT[codemod]}
            {codemod !== 'no' && (
              <>
                {' '}
                (<Link to="/dev-docs/upgrade-tool">upgrade tool</Link>)
              </>
            )}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
