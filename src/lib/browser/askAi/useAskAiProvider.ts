import {useCallback} from 'react';
import {useSiteSettings} from '../useSiteSettings';
import {hostedWidget} from './hosted';
import {askQuestion, openAskAi} from './store';

/** Whether the hosted assistant is configured for this build. */
export function useHostedConfigured(): boolean {
  return useSiteSettings().askAi !== null;
}

/**
 * Opens the Ask AI modal: the hosted assistant's when it is configured and loaded, otherwise the local one.
 * With a question, it is asked at once.
 */
export function useOpenAskAi(): (opener: HTMLElement | null, question?: string) => Promise<void> {
  const hosted = useHostedConfigured();
  return useCallback(
    async (opener: HTMLElement | null, question?: string) => {
      if (hosted) {
        const widget = await hostedWidget();
        if (widget) {
          widget.open(question ? {mode: 'ai', query: question, submit: true} : {mode: 'ai'});
          return;
        }
      }
      openAskAi(opener);
      if (question) await askQuestion(question);
    },
    [hosted],
  );
}
