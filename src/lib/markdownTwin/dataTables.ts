/**
 * The Markdown meaning of the components of src/components/mdx/DataTables: the same facts from src/model/,
 * written as Markdown tables and lists for the Markdown twins (the data's inline sources are already Markdown).
 */
import {releases, type ReleaseChange} from '../../model/releases';
import {KIND_LABEL, minorHighlights, orderedChanges, releaseOf, releaseUpgrade, releaseUpgradeNote} from '../content/releases';
import {deployExclusions, installerFlags} from '../../model/cli';
import {dbclientEnvLines, envTableCells} from '../content/envVariables';
import type {ServerClient} from '../../model/config';
import {defaultMiddlewares} from '../../model/middlewares';
import {webhookEvents} from '../../model/events';
import {fieldRows} from '../../model/trailhead';
import {formatReleaseDate} from '../content/inlineMarkdown';
import {configTableCells} from '../content/configTable';
import type {ConfigTableRef} from '../../model/config';
import {cloudFeatureRows, cloudOverageRows, cloudPlanRows} from '../content/cloudPlans';
import {CLOUD_PLANS} from '../../model/cloud';

const FEATURES_PAGE = '/dev-docs/configurations/features';

const cell = (source: string): string => source.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const table = (head: string[], rows: string[][]): string =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join(
    '\n',
  );

function changeLine(change: ReleaseChange): string {
  const title = change.title ? ` *${change.title}*` : '';
  const flag = change.flag ? ` Behind the \`${change.flag}\` flag of [config/features](${FEATURES_PAGE}).` : '';
  const page = change.page ? ` [Read more](${change.page}).` : '';
  return `- **${KIND_LABEL[change.kind]}**${title}: ${change.text}${flag}${page}`;
}

export function releaseChangesMarkdown(version: string): string {
  const release = releaseOf(version);
  const upgrade = releaseUpgrade(version);
  const note = releaseUpgradeNote(version);
  const upgradeLine = `${upgrade.manualStep ? '**Needs a manual step.** ' : ''}Upgrade from ${upgrade.from} with \`${upgrade.command}\` ([upgrade tool](/dev-docs/upgrade-tool)).${note ? ` ${note}` : ''}`;
  return [
    `Released on ${formatReleaseDate(release.date)}. ${release.summary}`,
    '',
    upgradeLine,
    '',
    ...orderedChanges(release).map(changeLine),
  ].join('\n');
}

export function releaseDateMarkdown(version: string): string {
  return formatReleaseDate(releaseOf(version).date);
}

export function releaseVersionMarkdown(): string {
  return releases[0]!.version;
}

export function releaseHighlightsMarkdown(minor: string): string {
  return minorHighlights(minor)
    .map(({change, since}) => {
      const flag = change.flag ? ` It is behind the \`${change.flag}\` flag of [config/features](${FEATURES_PAGE}).` : '';
      const page = change.page ? ` See [the documentation](${change.page}).` : '';
      return `- **${change.title}.** ${change.text}${since ? ` (since ${since})` : ''}${flag}${page}`;
    })
    .join('\n');
}

export function installerFlagsMarkdown(): string {
  return table(
    ['Flag', 'Description'],
    installerFlags.map((f) => [`\`${f.argument ? `${f.flag} ${f.argument}` : f.flag}\``, f.description]),
  );
}

export function dbclientEnvMarkdown(client: ServerClient): string {
  const lines = dbclientEnvLines(client);
  return ['```bash', ...lines, '```'].join('\n');
}

export function defaultMiddlewareStackMarkdown(): string {
  return defaultMiddlewares.map((m, index) => `${index + 1}. \`${m.name}\`: ${m.description}`).join('\n');
}

export function webhookEventsMarkdown(): string {
  return table(
    ['Event', 'Sent when'],
    webhookEvents.map((e) => [`\`${e.name}\``, e.when]),
  );
}

export function deployExclusionsMarkdown(): string {
  const items = deployExclusions.map((item) => (item.includes('`') || item.includes(' ') ? item : `\`${item}\``));
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function trailheadFieldsMarkdown(uid: string): string {
  return table(
    ['Field', 'Type', 'Used for'],
    fieldRows(uid).map((f) => [`\`${f.name}\``, f.type, f.usedFor]),
  );
}

export function envTableMarkdown(from: string): string {
  const {head, rows} = envTableCells(from);
  return table(head, rows);
}

export function configTableMarkdown(ref: ConfigTableRef): string {
  const {head, rows} = configTableCells(ref);
  return table(head, rows);
}

/** The Tessera Cloud plan comparison (all rows, or the comma-separated `rows`): plan names head the columns. */
export function cloudPlansMarkdown(rows?: string): string {
  return table(
    ['', ...CLOUD_PLANS.map((plan) => plan.name)],
    cloudPlanRows(rows).map((row) => [row.label, ...row.cells]),
  );
}

/** Which Tessera Cloud plan unlocks which feature (all, or the features of `area`): plan names head the columns. */
export function cloudFeaturesMarkdown(area?: string): string {
  return table(
    ['Feature', ...CLOUD_PLANS.map((plan) => plan.name)],
    cloudFeatureRows(area).map((row) => [row.label, ...row.cells]),
  );
}

export function cloudOverageMarkdown(): string {
  return table(
    ['Extra usage', 'Price'],
    cloudOverageRows().map((row) => [row.label, ...row.cells]),
  );
}
