// Wraps the doc metadata to point og:image and twitter:image at the page's own social card (src/plugins/social-cards).
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardPath} from '../../../lib/content/socialCards';

export default function MetadataWrapper(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const ownImage = assets.image ?? frontMatter.image;
  const card = useBaseUrl(socialCardPath(metadata.permalink, siteConfig.baseUrl), {absolute: true});
  return (
    <>
      <Metadata />
      {!ownImage && (
        <Head>
          <meta property="og:image" content={card} />
          <meta property="og:image:width" content={String(SOCIAL_CARD_WIDTH)} />
          <meta property="og:image:height" content={String(SOCIAL_CARD_HEIGHT)} />
          <meta property="og:image:alt" content={`${metadata.title} (${siteConfig.title})`} />
          <meta name="twitter:image" content={card} />
        </Head>
      )}
    </>
  );
}
