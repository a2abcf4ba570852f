import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteSettings} from '../../../lib/settings';

/** The site settings (docusaurus.config.ts `customFields.settings`) the search components read. */
export function useSearchSettings(): SiteSettings {
  return useDocusaurusContext().siteConfig.customFields!.settings as SiteSettings;
}
