import React, {type ComponentType, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import PageIds, {pageIdPrefix} from './PageIds';
import type {PrintSectionData} from './index';
import styles from './styles.module.css';

type DocModule = ComponentType & {contentTitle?: string};

interface Props {
  section: PrintSectionData;
  contents: {content: DocModule}[];
}

/** Every page of one sidebar section, in order, on one page for printing or saving as PDF. */
export default function PrintSectionPage({section, contents}: Props): ReactNode {
  return (
    <Layout title={`${section.title} (print)`} description={`All pages of the ${section.title} section on one page, for printing.`}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page} print-section`}>
        <header className={styles.intro}>
          <p className={styles.kicker}>Print layout</p>
          <h1>{section.title}</h1>
          <p className={styles.screenOnly}>
            The {contents.length} pages of this section, in order, for your browser&apos;s Print or Save as PDF.{' '}
            <button type="button" className="button button--primary button--sm" onClick={() => window.print()}>
              Print or save as PDF
            </button>{' '}
            <Link to={section.permalink}>Back to the section</Link>
          </p>
          <ol className={styles.contents} aria-label="Pages in this section">
            {section.docs.map((doc) => (
              <li key={doc.permalink}>{doc.title}</li>
            ))}
          </ol>
        </header>
        {contents.map(({content: Content}, index) => {
          const doc = section.docs[index]!;
          return (
            <article key={doc.permalink} className={`${styles.doc} markdown`}>
              {Content.contentTitle === undefined && <h1>{doc.title}</h1>}
              <MDXContent>
                {/* ids of each page prefixed by the page: the joined pages share headings */}
                <PageIds prefix={pageIdPrefix(doc.permalink)}>
                  <Content />
                </PageIds>
              </MDXContent>
            </article>
          );
        })}
      </main>
    </Layout>
  );
}
