import type {Zoom} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';
import {IMAGE_ZOOM} from '../../lib/content/constants';

/** Images inside page content (docs and MDX pages render it in an <article>); `.no-zoom` opts an image out. */
export const ZOOMABLE_IMAGES = 'article img:not(.no-zoom)';

let zoom: Promise<Zoom> | null = null;
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

/** medium-zoom loads with the first page that has an image to zoom, not with every page. */
function getZoom(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({default: mediumZoom}) => {
    const instance = mediumZoom({
      margin: IMAGE_ZOOM.margin,
      scrollOffset: IMAGE_ZOOM.scrollOffsetPx,
      background: 'var(--tessera-zoom-background)',
    });
    closeOnEscapeDuringOpening(instance);
    return instance;
  });
  return zoom;
}

/** Attaches this page's images; attach() skips images it already has, so an image zoomed meanwhile stays open. */
function attachImages(): void {
  if (!document.querySelector(ZOOMABLE_IMAGES)) return;
  void getZoom().then((instance) => instance.attach(ZOOMABLE_IMAGES));
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.clearTimeout(timer);
    // A new page: close a zoom left open and forget the previous page's images (if zoom was ever loaded).
    if (zoom) {
      void zoom.then((instance) => {
        void instance.close();
        instance.detach();
        attachImages();
      });
    } else {
      attachImages();
    }
    // Attach again once lazy content (tabs, MDX chunks) has settled.
    timer = window.setTimeout(attachImages, IMAGE_ZOOM.attachDelayMs);
  },
};

export default clientModule;
