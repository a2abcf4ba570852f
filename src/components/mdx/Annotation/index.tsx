import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

export interface AnnotationProps {
  /** The word or phrase shown in the text. */
  label: string;
  /** The definition shown in the popover. */
  children: ReactNode;
}

/** An inline term that opens a small popover with its definition; Escape or a click outside closes it. */
export default function Annotation({label, children}: AnnotationProps): ReactNode {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <span ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.term} annotation-term`}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((value) => !value)}>
        {label}
      </button>
      <span id={popoverId} role="note" className={`${styles.popover} annotation-popover`} hidden={!open}>
        {children}
      </span>
    </span>
  );
}
