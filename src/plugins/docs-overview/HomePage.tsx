import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Icon, {type IconName} from '@site/src/components/mdx/Icon';
import {latestRelease} from '@site/src/model/releases';
import {formatReleaseDate} from '@site/src/lib/content/inlineMarkdown';
import type {DocsOverview} from '@site/src/lib/content/docsOverview';
import {AREA_TITLES, groupDocsByArea} from '@site/src/lib/content/docAreas';
import {releaseAnchor, type HomeStart} from '@site/src/lib/content/homeStart';
import styles from './home.module.css';

interface Role {
  id: string;
  title: string;
  icon: IconName;
  links: {label: string; to: string}[];
}

/** The entry points each kind of reader comes back for most. */
const ROLES: Role[] = [
  {
    id: 'editors',
    title: 'Editors and administrators',
    icon: 'file-text',
    links: [
      {label: 'Write content', to: '/user-docs/content-manager/writing-content'},
      {label: 'Save and publish', to: '/user-docs/content-manager/saving-and-publishing-content'},
      {label: 'Preview content', to: '/user-docs/content-manager/previewing-content'},
      {label: 'Add assets to the Media Library', to: '/user-docs/media-library/adding-assets'},
      {label: 'Set up review workflows', to: '/user-docs/settings/review-workflows'},
    ],
  },
  {
    id: 'developers',
    title: 'Developers',
    icon: 'code',
    links: [
      {label: 'Quick start', to: '/dev-docs/quick-start'},
      {label: 'REST API', to: '/dev-docs/api/rest'},
      {label: 'Document Service API', to: '/dev-docs/api/document-service'},
      {label: 'Database configuration', to: '/dev-docs/configurations/database'},
      {label: 'Upgrade tool', to: '/dev-docs/upgrade-tool'},
    ],
  },
  {
    id: 'cloud-teams',
    title: 'Cloud teams',
    icon: 'cloud',
    links: [
      {label: 'Deploy a project', to: '/cloud/getting-started/deployment'},
      {label: 'Cloud CLI', to: '/cloud/cli/cloud-cli'},
      {label: 'Deploy history', to: '/cloud/projects/deploys-history'},
      {label: 'Invite collaborators', to: '/cloud/projects/collaboration'},
      {label: 'Usage and billing', to: '/cloud/getting-started/usage-billing'},
    ],
  },
];

const releaseDate = formatReleaseDate(latestRelease.date);

/**
 * The home page (/home/Home), for returning readers: the latest release, entry points by role, each area's main
 * sections (from the sidebars), the most used tags, and every page grouped by area. Built by the docs-overview plugin.
 */
export default function HomePage({overview, home}: {overview: DocsOverview; home: HomeStart}): ReactNode {
  const groups = groupDocsByArea(overview.docs.map((doc) => ({...doc, path: doc.permalink})));
  return (
    <Layout
      title="Home"
      description="Start here: the latest Tessera release, entry points by role, every area's main sections, tags and pages.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Tessera Docs home</Heading>
        <p className={styles.intro}>
          Where returning readers start: pick up your usual entry points, jump to a section of an area, or browse by tag. Every page of the
          documentation is listed at the bottom.
        </p>

        <aside className={styles.release} aria-labelledby="latest-release">
          <Icon name="megaphone" size={28} weight="duotone" className={styles.releaseIcon} />
          <div>
            <h2 id="latest-release" className={styles.releaseTitle}>
              Latest release: Tessera {latestRelease.version}
            </h2>
            <p className={styles.releaseText}>
              Released on {releaseDate}. {latestRelease.summary}{' '}
              <Link to={`/release-notes#${releaseAnchor(latestRelease.version)}`}>Read the {latestRelease.version} release notes</Link>
            </p>
          </div>
        </aside>

        <section aria-labelledby="by-role" className="margin-vert--lg">
          <Heading as="h2" id="by-role">
            Start by role
          </Heading>
          <div className={styles.grid}>
            {ROLES.map((role) => (
              <div key={role.id} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Icon name={role.icon} size={22} weight="duotone" className={styles.cardIcon} />
                  {role.title}
                </h3>
                <ul className={styles.links}>
                  {role.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        {home.areas.map((area) => (
          <section key={area.id} aria-labelledby={`area-${area.id}`} className="margin-vert--lg">
            <h2 id={`area-${area.id}`}>
              <Link to={area.href}>{area.title}</Link>
            </h2>
            <ul className={styles.sections}>
              {area.sections.map((section) => (
                <li key={section.href}>
                  <Link to={section.href}>{section.label}</Link>
                  {section.pages > 1 && <span className={styles.count}> {section.pages} pages</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}

        <section aria-labelledby="tags" className="margin-vert--lg">
          <Heading as="h2" id="tags">
            Tags worth browsing
          </Heading>
          <ul className={styles.tags}>
            {home.tags.map((tag) => (
              <li key={tag.permalink}>
                <Link to={tag.permalink} className={styles.tag}>
                  {tag.label} <span className={styles.count}>{tag.count}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/tags">All tags</Link>
          </p>
        </section>

        <section aria-labelledby="every-page" className="margin-vert--lg">
          <Heading as="h2" id="every-page">
            Every page
          </Heading>
          {groups.map((group) => (
            <section key={group.area} aria-labelledby={`pages-${group.area}`}>
              <Heading as="h3" id={`pages-${group.area}`}>
                {AREA_TITLES[group.area]} ({group.docs.length} pages)
              </Heading>
              <dl className="all-docs-list">
                {group.docs.map((doc) => (
                  <div key={doc.permalink} className="margin-bottom--sm">
                    <dt>
                      <Link to={doc.permalink}>{doc.title}</Link>
                    </dt>
                    <dd>{doc.description}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </section>
      </main>
    </Layout>
  );
}
