import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Icon, {type IconName} from '@site/src/components/Icon';
import styles from './landing.module.css';

interface Area {
  title: string;
  description: string;
  href: string;
  icon: IconName;
  links: {label: string; href: string}[];
}

const AREAS: Area[] = [
  {
    title: 'User Guide',
    description: 'For editors and administrators: write, review and publish content in the admin panel.',
    href: '/user-docs/intro',
    icon: 'book-open',
    links: [
      {label: 'Write content', href: '/user-docs/content-manager/writing-content'},
      {label: 'Build a content type', href: '/user-docs/content-type-builder/creating-new-content-type'},
      {label: 'Manage roles', href: '/user-docs/users-roles-permissions/configuring-administrator-roles'},
    ],
  },
  {
    title: 'Dev Docs',
    description: 'For developers: install Tessera, model content, query the APIs and customize everything.',
    href: '/dev-docs/intro',
    icon: 'code',
    links: [
      {label: 'Quick start', href: '/dev-docs/quick-start'},
      {label: 'REST API', href: '/dev-docs/api/rest'},
      {label: 'Document Service API', href: '/dev-docs/api/document-service'},
    ],
  },
  {
    title: 'Cloud Docs',
    description: 'For teams on Tessera Cloud: deploy from git, manage projects, domains, plans and billing.',
    href: '/cloud/intro',
    icon: 'cloud',
    links: [
      {label: 'Deploy a project', href: '/cloud/getting-started/deployment'},
      {label: 'Project settings', href: '/cloud/projects/settings'},
      {label: 'Cloud CLI', href: '/cloud/cli/cloud-cli'},
    ],
  },
];

export default function AreaCards(): ReactNode {
  return (
    <div className={styles.areas}>
      {AREAS.map((area) => (
        <section key={area.title} className={styles.area} aria-labelledby={`area-${area.icon}`}>
          <Icon name={area.icon} size={32} weight="duotone" className={styles.areaIcon} />
          <h2 id={`area-${area.icon}`} className={styles.areaTitle}>
            <Link to={area.href}>{area.title}</Link>
          </h2>
          <p>{area.description}</p>
          <ul className={styles.quickLinks}>
            {area.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
