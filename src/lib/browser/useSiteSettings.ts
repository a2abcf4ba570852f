import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {browserSettingsOf, type BrowserSettings} from '../../settings';

/** The deployer's settings that the browser needs (src/settings.ts), as every component reads them. */
export function useSiteSettings(): BrowserSettings {
  return browserSettingsOf(useDocusaurusContext().siteConfig);
}
