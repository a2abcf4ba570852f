import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {FileText, Folder} from '@phosphor-icons/react';
import Glyph from '@site/src/components/mdx/Icon/Glyph';
import {projectTree, type TreeNode} from '@site/src/lib/content/projectTree';
import styles from './styles.module.css';

function Node({node}: {node: TreeNode}): ReactNode {
  const isFolder = node.name.endsWith('/');
  const label = node.href ? <Link to={node.href}>{node.name}</Link> : <span>{node.name}</span>;
  return (
    <li>
      <span className={styles.entry}>
        <Glyph svg={isFolder ? Folder : FileText} />
        <code>{label}</code>
        {node.note && <span className={styles.note}>{node.note}</span>}
      </span>
      {node.children && node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <Node key={child.name} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Tree({nodes}: {nodes: TreeNode[]}): ReactNode {
  return (
    <ul className={`${styles.tree} project-tree`} aria-label="Project files">
      {nodes.map((node) => (
        <Node key={node.name} node={node} />
      ))}
    </ul>
  );
}

/** The files and folders of a Tessera project, each linked to the page that documents it, in JavaScript and TypeScript. */
export default function ProjectTree(): ReactNode {
  return (
    <Tabs groupId="js-ts">
      <TabItem value="js" label="JavaScript">
        <Tree nodes={projectTree('js')} />
      </TabItem>
      <TabItem value="ts" label="TypeScript">
        <Tree nodes={projectTree('ts')} />
      </TabItem>
    </Tabs>
  );
}
