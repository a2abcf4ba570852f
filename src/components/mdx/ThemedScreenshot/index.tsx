import React, {type ReactNode} from 'react';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';

export interface ThemedScreenshotProps {
  /**
   * Path under static/ without the colour-mode suffix: "img/screenshots/content-manager/list-view"
   * serves list-view.light.png in light mode and list-view.dark.png in dark mode.
   */
  src: string;
  alt: string;
  /** File extension of both images. */
  ext?: 'png' | 'webp' | 'svg';
}

/** A screenshot with a light and a dark variant, following the file-name convention of the writing guide. */
export default function ThemedScreenshot({src, alt, ext = 'png'}: ThemedScreenshotProps): ReactNode {
  const light = useBaseUrl(`/${src}.light.${ext}`);
  const dark = useBaseUrl(`/${src}.dark.${ext}`);
  return <ThemedImage alt={alt} sources={{light, dark}} className="themed-screenshot" />;
}
