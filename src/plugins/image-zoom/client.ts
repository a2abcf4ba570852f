import mediumZoom, {type Zoom} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';
import {IMAGE_ZOOM} from '../../lib/constants';

/** Images inside page content (docs and MDX pages render it in an <article>); `.no-zoom` opts an image out. */
export const ZOOMABLE_IMAGES = 'article img:not(.no-zoom)';

let zoom: Zoom | null = null;
let timer: number | undefined;

function attach(): void {
  zoom?.detach();
  zoom?.close();
  zoom = mediumZoom(ZOOMABLE_IMAGES, {
    margin: IMAGE_ZOOM.margin,
    scrollOffset: IMAGE_ZOOM.scrollOffsetPx,
    background: 'var(--tessera-zoom-background)',
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.clearTimeout(timer);
    // Attach at once for the first paint, and again once lazy content (tabs, MDX chunks) has settled.
    attach();
    timer = window.setTimeout(attach, IMAGE_ZOOM.attachDelayMs);
  },
};

export default clientModule;
