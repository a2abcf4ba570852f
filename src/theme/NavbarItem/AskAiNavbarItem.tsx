import type {ReactNode} from 'react';

/** Slot for the Ask AI button beside search (filled by the Ask AI feature). */
export default function AskAiNavbarItem(): ReactNode {
  return null;
}
