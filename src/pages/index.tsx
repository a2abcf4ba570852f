import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AreaCards from '@site/src/components/landing/AreaCards';
import AskAiButton from '@site/src/components/AskAi/AskAiButton';
import Badge from '@site/src/components/Badge';
import {SITE_VERSION} from '@site/src/lib/constants';
import styles from '@site/src/components/landing/landing.module.css';

const HIGHLIGHTS: {title: string; href: string; text: string}[] = [
  {
    title: 'Preview side by side',
    href: '/user-docs/content-manager/previewing-content',
    text: 'Editors see the front-end page next to the edit view while they write.',
  },
  {
    title: 'Releases on a schedule',
    href: '/user-docs/releases/introduction',
    text: 'Group documents and publish them together at a set date and time.',
  },
  {
    title: 'Upgrade tool codemods',
    href: '/dev-docs/upgrade-tool',
    text: 'Move a Tessera 4 project to Tessera 5 with automatic code changes.',
  },
];

export default function LandingPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Documentation" description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1">Tessera Docs</Heading>
          <p>
            Everything you need to model, manage and deliver content with Tessera {SITE_VERSION}, the open-source headless
            CMS, and to run it on Tessera Cloud.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/dev-docs/quick-start">
              Quick start
            </Link>
            <Link className="button button--secondary button--lg" to="/home/Home">
              Browse all docs
            </Link>
            <AskAiButton variant="hero" />
          </div>
        </div>
      </header>
      <main className="container" id="landing">
        <AreaCards />
        <section className={styles.whatsNew} aria-labelledby="whats-new">
          <Heading as="h2" id="whats-new">
            What is new in {SITE_VERSION} <Badge kind="new" />
          </Heading>
          <ul>
            {HIGHLIGHTS.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.title}</Link>: {item.text}
              </li>
            ))}
          </ul>
          <p>
            Read every change in the <Link to="/release-notes">release notes</Link> or the <Link to="/dev-docs/whats-new">what&apos;s new</Link> page.
          </p>
        </section>
      </main>
    </Layout>
  );
}
