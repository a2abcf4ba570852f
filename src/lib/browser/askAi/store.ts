import {useSyncExternalStore} from 'react';
import {normalizeQuestion, parseHistory, pushHistory, type HistoryEntry} from '../../askAi/session';
import {LOCAL_INDEX_MANIFEST_PATH} from '../../../plugins/search/constants';
import {askLocal, isIndexBuilding, untilIndexBuilt} from '../../../plugins/search/client/LocalSearchClient';
import type {FacetFilters} from '../../search/types';

/**
 * The one Ask AI modal of the page, shared by every button (navbar, mobile menu, landing page) and the
 * `?ask=` deep link. Its session history survives client-side navigation and reloads (sessionStorage).
 */

/** `building`: `npm start` has not written its first index yet; the question is answered once it has. */
export type AskStatus = 'idle' | 'loading' | 'building' | 'error';

export interface AskState {
  open: boolean;
  status: AskStatus;
  error: string | null;
  history: HistoryEntry[];
  /** The entry shown in the answer area. */
  currentId: number | null;
  /** The question being asked right now. */
  pendingQuestion: string | null;
}

const STORAGE_KEY = 'ask-ai-history';

let state: AskState = {open: false, status: 'idle', error: null, history: [], currentId: null, pendingQuestion: null};
let restored = false;
let returnFocusTo: HTMLElement | null = null;
let indexUrl = `/${LOCAL_INDEX_MANIFEST_PATH}`;
/**
 * What questions are answered from: search's contextual filters (the reader's language and docs version) and the
 * label of that version when the site has several. Set by AskAiHost from the page being read.
 */
export interface AskScope {
  facetFilters: FacetFilters;
  docsVersion: string | null;
}
let scope: AskScope | null = null;
let nextEntryId = 1;
const listeners = new Set<() => void>();

function set(patch: Partial<AskState>): void {
  state = {...state, ...patch};
  for (const listener of listeners) listener();
}

function restore(): void {
  if (restored || typeof window === 'undefined') return;
  restored = true;
  try {
    const history = parseHistory(window.sessionStorage.getItem(STORAGE_KEY));
    nextEntryId = Math.max(0, ...history.map((e) => e.id)) + 1;
    state = {...state, history, currentId: history[0]?.id ?? null};
  } catch {
    console.warn('Ask AI: session storage is unavailable; the history lasts until the page is reloaded.');
  }
}

function save(history: HistoryEntry[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(history));
  } catch {
    console.warn('Ask AI: session storage is unavailable; the history lasts until the page is reloaded.');
  }
}

export function configureAskAi(options: {indexUrl: string}): void {
  indexUrl = options.indexUrl;
}

/** The filters questions are answered with on this page: what the local index loads for Ask AI (its docs version's set). */
export function askScopeFilters(): FacetFilters | undefined {
  return scope?.facetFilters;
}

export function setAskScope(next: AskScope): void {
  scope = next;
}

export function openAskAi(opener: HTMLElement | null): void {
  restore();
  returnFocusTo = opener;
  set({open: true});
}

export function closeAskAi(): void {
  if (state.open) set({open: false});
}

/**
 * Called by the modal once its dialog has closed: focus goes back to the button that opened it, or to the navbar's
 * button when `?ask=` opened it.
 */
export function returnFocus(): void {
  const target = returnFocusTo ?? document.querySelector<HTMLElement>('[data-ask-ai-button]');
  returnFocusTo = null;
  target?.focus();
}

export function showEntry(id: number): void {
  set({currentId: id, status: 'idle', error: null});
}

export async function askQuestion(raw: string): Promise<void> {
  restore();
  const question = normalizeQuestion(raw);
  if (!question) return;
  set({status: 'loading', error: null, pendingQuestion: question});
  try {
    const asked = scope;
    const local = await askLocal(indexUrl, question, asked?.facetFilters);
    const answer = asked?.docsVersion ? {...local.answer, docsVersion: asked.docsVersion} : local.answer;
    const {ms} = local;
    const entry: HistoryEntry = {id: nextEntryId, question, answer, ms};
    nextEntryId += 1;
    const history = pushHistory(state.history, entry);
    save(history);
    set({history, currentId: entry.id, status: 'idle', pendingQuestion: null});
  } catch (error) {
    if (isIndexBuilding()) {
      set({status: 'building', pendingQuestion: question});
      await untilIndexBuilt();
      if (state.pendingQuestion === question) await askQuestion(question);
      return;
    }
    set({status: 'error', error: error instanceof Error ? error.message : String(error), pendingQuestion: null});
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState = state;

export function useAskAi(): AskState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
