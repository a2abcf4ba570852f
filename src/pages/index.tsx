import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Hero from '@site/src/components/landing/Hero';
import AreaCards from '@site/src/components/landing/AreaCards';
import WhatsNewCarousel from '@site/src/components/landing/WhatsNewCarousel';
import {useNavbarOverHero} from '@site/src/components/landing/useNavbarOverHero';
import styles from '@site/src/components/landing/landing.module.css';

export default function LandingPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const overHero = useNavbarOverHero();
  return (
    <Layout title="Documentation" description={siteConfig.tagline}>
      <Head>
        {/* landing.module.css makes the navbar translucent over the hero until the page scrolls */}
        <html data-landing-navbar={overHero ? 'over-hero' : 'solid'} />
      </Head>
      <main id="landing">
        <Hero />
        <div className="container">
          <AreaCards />
          <div className={styles.whatsNew}>
            <Heading as="h2" id="whats-new">
              What&apos;s new
            </Heading>
            <WhatsNewCarousel />
          </div>
        </div>
      </main>
    </Layout>
  );
}
