import mediumZoom, {type Zoom} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';
import {IMAGE_ZOOM} from '../../lib/constants';

/** Images inside page content (docs and MDX pages render it in an <article>); `.no-zoom` opts an image out. */
export const ZOOMABLE_IMAGES = 'article img:not(.no-zoom)';

let zoom: Zoom | null = null;
let timer: number | undefined;

/**
 * medium-zoom ignores Escape while its opening animation runs, so a reader who presses Escape right after a click
 * would see the image stay open. Remember that Escape and close once the image has opened.
 */
function closeOnEscapeDuringOpening(instance: Zoom): void {
  let opening = false;
  let closeRequested = false;
  instance.on('open', () => {
    opening = true;
    closeRequested = false;
  });
  instance.on('opened', () => {
    opening = false;
    if (closeRequested) void instance.close();
  });
  document.addEventListener('keyup', (event) => {
    if (event.key === 'Escape' && opening) closeRequested = true;
  });
}

function getZoom(): Zoom {
  if (!zoom) {
    zoom = mediumZoom({
      margin: IMAGE_ZOOM.margin,
      scrollOffset: IMAGE_ZOOM.scrollOffsetPx,
      background: 'var(--tessera-zoom-background)',
    });
    closeOnEscapeDuringOpening(zoom);
  }
  return zoom;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.clearTimeout(timer);
    const instance = getZoom();
    // A new page: close a zoom left open, forget the previous page's images, attach this page's.
    instance.close();
    instance.detach();
    instance.attach(ZOOMABLE_IMAGES);
    // Attach again once lazy content (tabs, MDX chunks) has settled; attach() skips images it already has,
    // so an image the reader zoomed meanwhile stays open.
    timer = window.setTimeout(() => instance.attach(ZOOMABLE_IMAGES), IMAGE_ZOOM.attachDelayMs);
  },
};

export default clientModule;
