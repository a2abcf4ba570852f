import React, {type ReactNode} from 'react';
import type {Icon as PhosphorIcon} from '@phosphor-icons/react';

export interface GlyphProps {
  /** Pixel size; defaults to the surrounding text size. */
  size?: number | string;
  /** Accessible label; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  weight?: 'regular' | 'bold' | 'duotone' | 'fill';
  className?: string;
}

/**
 * One Phosphor icon as inline SVG. Components that always show the same icon import it and render it here,
 * so their code carries that icon only, not the whole name table of <Icon> (every icon in every weight).
 */
export default function Glyph({svg: Svg, size = '1em', label, weight = 'regular', className}: GlyphProps & {svg: PhosphorIcon}): ReactNode {
  return (
    <Svg
      size={size}
      weight={weight}
      className={className}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
    />
  );
}
