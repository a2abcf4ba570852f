import React, {useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import AskAiButton from '@site/src/components/site/AskAi/AskAiButton';
import {SITE_VERSION} from '@site/src/lib/content/releases';
import HeroSearch from './HeroSearch';
import LandingEffects from './LandingEffects';
import {useReducedMotion} from './motion';
import styles from './landing.module.css';

/** The landing page's hero: the promise, the search box, the three ways in, and the particle field behind them. */
export default function Hero(): ReactNode {
  const hostRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useReducedMotion();
  return (
    <header ref={hostRef} className={styles.hero}>
      <canvas ref={canvasRef} className={styles.field} data-particles={reducedMotion ? 'off' : 'waiting'} aria-hidden="true" />
      <div className={`container ${styles.heroInner}`}>
        <p className={styles.eyebrow}>Tessera {SITE_VERSION} documentation</p>
        <Heading as="h1" className={styles.heroTitle}>
          Model, manage and deliver content with Tessera
        </Heading>
        <p className={styles.lede}>
          Guides for editors, references for developers and everything you need to run the open-source headless CMS on Tessera Cloud.
        </p>
        <HeroSearch />
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
      <LandingEffects host={hostRef} canvas={canvasRef} />
    </header>
  );
}
