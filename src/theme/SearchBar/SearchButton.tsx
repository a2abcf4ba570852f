/**
 * DocSearch 3.9.0's search button and keyboard shortcuts (@docsearch/react 3.9.0: DocSearchButton and
 * useDocSearchKeyboardEvents), with its markup and class names (so its stylesheet applies)
 * and its behaviour. Importing them from @docsearch/react put most of that package (one file that bundlers cannot
 * fully tree-shake) into the first-load script of every page; the package now loads with the modal (./index.tsx).
 */
import React, {useEffect, useState, type ButtonHTMLAttributes, type ReactNode, type Ref, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

const CONTROL = 'Ctrl';

function ControlKeyIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key of the shortcut hint, shown pressed while the reader holds it. */
function Key({reactsToKey, children}: {reactsToKey: string; children: ReactNode}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsToKey || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

export interface SearchButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref: Ref<HTMLButtonElement>;
  translations: {buttonText: string; buttonAriaLabel: string};
}

export function SearchButton({ref, translations, ...props}: SearchButtonProps): ReactNode {
  // Known after hydration only, as in DocSearch: the server renders no key hint.
  const isBrowser = useIsBrowser();
  const key = isBrowser ? (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : CONTROL) : null;
  const [actionKey, actionName, actionLabel] =
    key === CONTROL ? [CONTROL, 'Ctrl', <ControlKeyIcon key="icon" />] : ['Meta', 'Command', key];
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${translations.buttonAriaLabel} (${actionName}+K)`}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{translations.buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {key !== null && (
          <>
            <Key reactsToKey={actionKey}>{actionLabel}</Key>
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
}

function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The shortcuts: Ctrl/Cmd+K toggles the modal, `/` opens it outside text fields, Escape closes it; a letter or digit
 * typed while the button has focus opens it with that character.
 */
export function useSearchKeyboard({
  isOpen,
  onOpen,
  onClose,
  onInput,
  buttonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      // Another modal dialog (Ask AI) makes the rest of the page inert: the search dialog would open out of reach.
      if (!isOpen && document.querySelector('dialog[open]:modal')) return;
      const toggle = (event.code === 'Escape' && isOpen) || (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey));
      if (toggle || (!isEditing(event) && event.key === '/' && !isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (buttonRef.current === document.activeElement && event.key.length === 1 && /[a-zA-Z0-9]/.test(event.key)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
