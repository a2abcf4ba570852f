import React, {useCallback, useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CaretLeft, CaretRight, Pause, Play} from '@phosphor-icons/react';
import {latestRelease} from '@site/src/model/releases';
import {releaseAnchor} from '@site/src/lib/content/homeStart';
import {isRotating, liveRegionMode, SLIDE_INTERVAL_MS, slideLabel, wrapIndex} from '@site/src/lib/landing/carousel';
import {useReducedMotion} from './motion';
import styles from './landing.module.css';

interface Slide {
  title: string;
  body: ReactNode;
  action: {label: string; to: string};
}

const highlights = latestRelease.changes.filter((change) => change.kind === 'new' && change.title);

const SLIDES: Slide[] = [
  {
    title: `New in Tessera ${latestRelease.version}`,
    body: (
      <>
        <p>{latestRelease.summary}</p>
        <ul className={styles.slideList}>
          {highlights.map((change) =>
            change.page ? (
              <li key={change.title}>
                <Link to={change.page}>{change.title}</Link>
              </li>
            ) : (
              <li key={change.title}>{change.title}</li>
            ),
          )}
        </ul>
      </>
    ),
    action: {label: `Read the ${latestRelease.version} release notes`, to: `/release-notes#${releaseAnchor(latestRelease.version)}`},
  },
  {
    title: 'Start a project in minutes',
    body: (
      <p>
        Create a project with <code>npx create-tessera@latest my-project --quickstart</code>, build a content type in the admin panel and
        fetch your first entries from the REST API.
      </p>
    ),
    action: {label: 'Follow the quick start', to: '/dev-docs/quick-start'},
  },
  {
    title: 'Deploy from your terminal',
    body: (
      <p>
        The Cloud CLI logs you in, links a folder to a Tessera Cloud project and deploys it with <code>tessera-cloud deploy</code>, from
        your machine or from a CI job.
      </p>
    ),
    action: {label: 'Read the Cloud CLI reference', to: '/cloud/cli/cloud-cli'},
  },
];

/**
 * "What's new": three slides that rotate on their own (WAI-ARIA auto-rotating carousel pattern). Rotation stops
 * while the pointer or the keyboard focus is in it, when the reader presses pause, when the tab is hidden, and
 * never starts when the reader prefers reduced motion. Every slide is laid out in the same grid cell, so
 * changing slides never moves the page.
 */
export default function WhatsNewCarousel(): ReactNode {
  const id = useId();
  const reducedMotion = useReducedMotion();
  const [active, setActive] = useState(0);
  // The reader's choice wins; until they make one, the carousel rotates unless they prefer reduced motion.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(true);
  const playing = choice === 'play' || (choice === 'auto' && reducedMotion === false);
  const rotating = isRotating({playing, hovered, focused, visible});

  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setActive((index) => wrapIndex(index, 1, SLIDES.length)), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active]);

  const go = useCallback((step: number) => setActive((index) => wrapIndex(index, step, SLIDES.length)), []);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="What's new"
      data-rotating={rotating}
      data-active-slide={active + 1}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}>
      <div className={styles.carouselControls}>
        <button
          type="button"
          className={styles.carouselButton}
          onClick={() => setChoice(playing ? 'pause' : 'play')}
          aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}>
          {playing ? <Pause aria-hidden="true" size={18} weight="bold" /> : <Play aria-hidden="true" size={18} weight="bold" />}
        </button>
        <button type="button" className={styles.carouselButton} aria-controls={id} aria-label="Previous slide" onClick={() => go(-1)}>
          <CaretLeft aria-hidden="true" size={18} weight="bold" />
        </button>
        <button type="button" className={styles.carouselButton} aria-controls={id} aria-label="Next slide" onClick={() => go(1)}>
          <CaretRight aria-hidden="true" size={18} weight="bold" />
        </button>
        <div className={styles.dots}>
          {SLIDES.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              className={clsx(styles.dot, index === active && styles.dotActive)}
              aria-controls={id}
              aria-label={`Slide ${index + 1}: ${slide.title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
      </div>
      <div id={id} className={styles.slides} aria-live={liveRegionMode(rotating)}>
        {SLIDES.map((slide, index) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index, SLIDES.length)}
            className={clsx(styles.slide, index === active && styles.slideActive)}
            aria-hidden={index === active ? undefined : true}
            inert={index !== active}>
            <h3 className={styles.slideTitle}>{slide.title}</h3>
            {slide.body}
            <Link className="button button--primary button--sm" to={slide.action.to}>
              {slide.action.label}
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
