import React, {useId, type ReactNode} from 'react';
import {MAP_HEIGHT, MAP_WIDTH, getInterfaceMap, interfaceMapSvg, svgDataUrl} from '@site/src/lib/content/interfaceMaps';
import ScreenshotNumber from '@site/src/components/mdx/ScreenshotNumber';
import styles from './styles.module.css';

export interface InterfaceMapProps {
  /** Key of the map in src/model/interfaceMaps/. */
  id: string;
  /** Marker numbers whose targets are outlined, for a page that is about one part of the screen. */
  highlight?: number | readonly number[];
  /** Replaces the screen name in the caption "Interface map: ...". */
  caption?: string;
}

/**
 * A schematic map of an admin-panel screen with numbered markers, drawn from data. Rendered as two <img> (one per
 * colour mode, switched by CSS) so the site's image zoom applies to it like to any docs image; the legend below is
 * its text alternative for the markers. The legend is part of the caption: HTML allows a figure's `figcaption` only
 * as its first or last child, so the `figcaption` holds the caption line and the legend, in the order shown.
 */
export default function InterfaceMap({id, highlight, caption}: InterfaceMapProps): ReactNode {
  const map = getInterfaceMap(id);
  const marked = highlight === undefined ? [] : typeof highlight === 'number' ? [highlight] : highlight;
  const alt = `Interface map (schematic) of ${map.title}. ${map.description} Its numbered markers are listed below the map.`;
  // useId: the same map may appear twice on a page, and ids must stay unique.
  const captionId = useId();
  return (
    <figure className={styles.map} data-interface-map={id} aria-labelledby={captionId}>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          className={`${styles.image} ${mode === 'light' ? styles.light : styles.dark}`}
          src={svgDataUrl(interfaceMapSvg(map, mode, marked))}
          alt={alt}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          decoding="async"
          data-mode={mode}
        />
      ))}
      <figcaption>
        <div id={captionId} className={styles.caption}>
          Interface map: {caption ?? map.title}
        </div>
        <ol className={styles.legend} aria-label={`Markers of the interface map: ${caption ?? map.title}`}>
          {[...map.markers]
            .sort((a, b) => a.n - b.n)
            .map((marker) => (
              <li key={marker.n}>
                <ScreenshotNumber n={marker.n} /> {marker.label}
              </li>
            ))}
        </ol>
      </figcaption>
    </figure>
  );
}
