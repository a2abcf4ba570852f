/**
 * Components that render facts from src/model/ in pages (release notes, What's new, installer flags,
 * middleware stack, webhook events, deploy exclusions), so that each fact is written once.
 * Pages import them: import {ReleaseChanges} from '@site/src/components/mdx/DataTables';
 */
import React, {type ComponentType, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useMDXComponents} from '@mdx-js/react';
import {parseInline, formatReleaseDate} from '@site/src/lib/content/inlineMarkdown';
import {releases, type ReleaseChange} from '@site/src/model/releases';
import {KIND_LABEL, minorHighlights, orderedChanges, releaseOf, releaseUpgrade, releaseUpgradeNote} from '@site/src/lib/content/releases';
import {deployExclusions, installerFlags} from '@site/src/model/cli';
import {dbclientEnvLines} from '@site/src/lib/content/envVariables';
import type {ServerClient} from '@site/src/model/config';
import {defaultMiddlewares} from '@site/src/model/middlewares';
import {webhookEvents} from '@site/src/model/events';
import {fieldRows} from '@site/src/model/trailhead';

export function Inline({source}: {source: string}): ReactNode {
  // Links render as the page's Markdown links do (its MDX `a`): a print page prefixes an in-page link's anchor there.
  const MarkdownLink = (useMDXComponents().a ?? Link) as ComponentType<{href: string; children: ReactNode}>;
  return (
    <>
      {parseInline(source).map((segment, index) =>
        segment.type === 'code' ? (
          <code key={index}>{segment.text}</code>
        ) : segment.type === 'strong' ? (
          <strong key={index}>{segment.text}</strong>
        ) : segment.type === 'link' ? (
          <MarkdownLink key={index} href={segment.href}>
            {segment.text}
          </MarkdownLink>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  );
}

function ChangeItem({change}: {change: ReleaseChange}): ReactNode {
  return (
    <li data-change-kind={change.kind}>
      <strong>{KIND_LABEL[change.kind]}</strong>
      {change.title ? (
        <>
          {' '}
          <em>{change.title}</em>
        </>
      ) : null}
      : {change.text}
      {change.flag ? (
        <>
          {' '}
          Behind the <code>{change.flag}</code> flag of <Link to="/dev-docs/configurations/features">config/features</Link>.
        </>
      ) : null}
      {change.page ? (
        <>
          {' '}
          <Link to={change.page}>Read more</Link>.
        </>
      ) : null}
    </li>
  );
}

/** The date, summary and every change of one release, grouped by kind. */
export function ReleaseChanges({version}: {version: string}): ReactNode {
  const release = releaseOf(version);
  const changes = orderedChanges(release);
  const upgrade = releaseUpgrade(version);
  const note = releaseUpgradeNote(version);
  return (
    <>
      <p>
        Released on <time dateTime={release.date}>{formatReleaseDate(release.date)}</time>. {release.summary}
      </p>
      <p data-release-upgrade={upgrade.command}>
        {upgrade.manualStep ? (
          <>
            <strong>Needs a manual step.</strong>{' '}
          </>
        ) : null}
        Upgrade from {upgrade.from} with <code>{upgrade.command}</code> (<Link to="/dev-docs/upgrade-tool">upgrade tool</Link>).
        {note ? (
          <>
            {' '}
            <Inline source={note} />
          </>
        ) : null}
      </p>
      <ul>
        {changes.map((change, index) => (
          <ChangeItem key={index} change={change} />
        ))}
      </ul>
    </>
  );
}

/** The release date, as "17 December 2024". */
export function ReleaseDate({version}: {version: string}): ReactNode {
  const release = releaseOf(version);
  return <time dateTime={release.date}>{formatReleaseDate(release.date)}</time>;
}

/**
 * The highlights of a minor release and its patches (What's new): its 'new' and 'updated' changes, each with its
 * title, flag and page.
 */
export function ReleaseHighlights({minor}: {minor: string}): ReactNode {
  const items = minorHighlights(minor);
  return (
    <ul>
      {items.map(({change, since}, index) => (
        <li key={index}>
          <strong>{change.title}.</strong> {change.text}
          {since ? ` (since ${since})` : ''}
          {change.flag ? (
            <>
              {' '}
              It is behind the <code>{change.flag}</code> flag of <Link to="/dev-docs/configurations/features">config/features</Link>.
            </>
          ) : null}
          {change.page ? (
            <>
              {' '}
              See <Link to={change.page}>the documentation</Link>.
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Every flag of create-tessera. */
export function InstallerFlags(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Flag</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {installerFlags.map((flag) => (
          <tr key={flag.flag}>
            <td>
              <code>{flag.argument ? `${flag.flag} ${flag.argument}` : flag.flag}</code>
            </td>
            <td>
              <Inline source={flag.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The .env lines --dbclient writes for a server database. */
export function DbclientEnv({client}: {client: ServerClient}): ReactNode {
  const lines = dbclientEnvLines(client);
  return (
    <pre>
      <code>{lines.join('\n')}</code>
    </pre>
  );
}

/** The default middleware stack, in order. */
export function DefaultMiddlewareStack(): ReactNode {
  return (
    <ol>
      {defaultMiddlewares.map((middleware) => (
        <li key={middleware.name}>
          <code>{middleware.name}</code>: <Inline source={middleware.description} />
        </li>
      ))}
    </ol>
  );
}

/** Every webhook event. */
export function WebhookEvents(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Event</th>
          <th>Sent when</th>
        </tr>
      </thead>
      <tbody>
        {webhookEvents.map((event) => (
          <tr key={event.name}>
            <td>
              <code>{event.name}</code>
            </td>
            <td>
              <Inline source={event.when} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a Cloud deploy leaves out, as an inline list. */
export function DeployExclusions(): ReactNode {
  return (
    <>
      {deployExclusions.map((item, index) => (
        <React.Fragment key={item}>
          {index > 0 ? (index === deployExclusions.length - 1 ? ' and ' : ', ') : null}
          <Inline source={item.includes('`') || item.includes(' ') ? item : `\`${item}\``} />
        </React.Fragment>
      ))}
    </>
  );
}

/** The version of the latest release. */
export function ReleaseVersion(): ReactNode {
  return <>{releases[0]!.version}</>;
}

/** The fields of a Trailhead content type or component (src/model/trailhead), as the examples use them. */
export function TrailheadFields({uid}: {uid: string}): ReactNode {
  const rows = fieldRows(uid);
  return (
    <table>
      <thead>
        <tr>
          <th>Field</th>
          <th>Type</th>
          <th>Used for</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
            </td>
            <td>
              <Inline source={field.type} />
            </td>
            <td>
              <Inline source={field.usedFor} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
