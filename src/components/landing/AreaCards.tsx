import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Icon, {type IconName} from '@site/src/components/mdx/Icon';
import AreaIllustration, {type IllustrationName} from './AreaIllustration';
import styles from './landing.module.css';

interface Area {
  id: string;
  title: string;
  description: string;
  href: string;
  illustration: IllustrationName;
  links: {label: string; href: string; icon: IconName}[];
}

const AREAS: Area[] = [
  {
    id: 'user-guide',
    title: 'User Guide',
    description: 'For editors and administrators: write, review and publish content in the admin panel.',
    href: '/user-docs/intro',
    illustration: 'editor',
    links: [
      {label: 'Write content', href: '/user-docs/content-manager/writing-content', icon: 'file-text'},
      {label: 'Preview content', href: '/user-docs/content-manager/previewing-content', icon: 'globe'},
      {label: 'Build a content type', href: '/user-docs/content-type-builder/creating-new-content-type', icon: 'cube'},
      {label: 'Schedule releases', href: '/user-docs/releases/introduction', icon: 'rocket'},
      {label: 'Manage roles', href: '/user-docs/users-roles-permissions/configuring-administrator-roles', icon: 'users'},
    ],
  },
  {
    id: 'dev-docs',
    title: 'Dev Docs',
    description: 'For developers: install Tessera, model content, query the APIs and customize everything.',
    href: '/dev-docs/intro',
    illustration: 'code',
    links: [
      {label: 'REST API', href: '/dev-docs/api/rest', icon: 'globe'},
      {label: 'GraphQL', href: '/dev-docs/api/graphql', icon: 'stack'},
      {label: 'Document Service', href: '/dev-docs/api/document-service', icon: 'database'},
      {label: 'Plugin SDK', href: '/dev-docs/plugins/development/plugin-sdk', icon: 'puzzle'},
      {label: 'Upgrade to Tessera 5', href: '/dev-docs/migration/v4-to-v5/introduction-and-faq', icon: 'arrow-right'},
    ],
  },
  {
    id: 'cloud-docs',
    title: 'Cloud Docs',
    description: 'For teams on Tessera Cloud: deploy from git, manage projects, domains, plans and billing.',
    href: '/cloud/intro',
    illustration: 'cloud',
    links: [
      {label: 'Deploy a project', href: '/cloud/getting-started/deployment', icon: 'rocket'},
      {label: 'Cloud CLI', href: '/cloud/cli/cloud-cli', icon: 'terminal'},
      {label: 'Project settings', href: '/cloud/projects/settings', icon: 'gear'},
      {label: 'Runtime logs', href: '/cloud/projects/runtime-logs', icon: 'list-checks'},
      {label: 'Usage and billing', href: '/cloud/getting-started/usage-billing', icon: 'file-text'},
    ],
  },
];

/** The three documentation areas, each with a drawing and five quick links. */
export default function AreaCards(): ReactNode {
  return (
    <div className={styles.areas}>
      {AREAS.map((area) => (
        <section key={area.id} className={styles.area} aria-labelledby={`area-${area.id}`}>
          <AreaIllustration name={area.illustration} />
          <h2 id={`area-${area.id}`} className={styles.areaTitle}>
            <Link to={area.href}>{area.title}</Link>
          </h2>
          <p>{area.description}</p>
          <ul className={styles.quickLinks}>
            {area.links.map((link) => (
              <li key={link.href}>
                <Icon name={link.icon} size={18} weight="duotone" className={styles.quickIcon} />
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
