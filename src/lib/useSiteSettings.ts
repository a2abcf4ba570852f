import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {siteSettingsOf, type SiteSettings} from './settings';

/** The deployer's settings (src/lib/settings.ts), as every component reads them. */
export function useSiteSettings(): SiteSettings {
  return siteSettingsOf(useDocusaurusContext().siteConfig);
}
