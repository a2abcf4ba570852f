// Wraps the doc footer (tags, edit link, last updated) to add "Was this page helpful?" below it on every doc page.
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/site/PageFeedback';

export default function FooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer />
      <PageFeedback key={metadata.permalink} page={metadata.permalink} title={metadata.title} />
    </>
  );
}
