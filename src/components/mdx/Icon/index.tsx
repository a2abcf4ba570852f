import React, {type ReactNode} from 'react';
import Glyph, {type GlyphProps} from './Glyph';
import {
  ArrowRight,
  BookOpen,
  Books,
  Bug,
  ChatCircleDots,
  CheckCircle,
  Cloud,
  Code,
  Cube,
  Database,
  FileText,
  Folder,
  FolderOpen,
  GearSix,
  GitBranch,
  Globe,
  Image,
  Info,
  Key,
  Lightbulb,
  Lightning,
  ListChecks,
  LockKey,
  Megaphone,
  PaintBrush,
  Plug,
  PuzzlePiece,
  RocketLaunch,
  ShieldCheck,
  Sparkle,
  Stack,
  Terminal,
  Translate,
  UsersThree,
  Warning,
  WarningOctagon,
  Wrench,
  type Icon as PhosphorIcon,
} from '@phosphor-icons/react';

/** Icons by name (for MDX and data, which name their icon), self-hosted as inline SVG (Phosphor, from npm): no font or CDN request. */
export const ICONS = {
  'arrow-right': ArrowRight,
  'book-open': BookOpen,
  books: Books,
  bug: Bug,
  chat: ChatCircleDots,
  'check-circle': CheckCircle,
  cloud: Cloud,
  code: Code,
  cube: Cube,
  database: Database,
  'file-text': FileText,
  folder: Folder,
  'folder-open': FolderOpen,
  gear: GearSix,
  'git-branch': GitBranch,
  globe: Globe,
  image: Image,
  info: Info,
  key: Key,
  lightbulb: Lightbulb,
  lightning: Lightning,
  'list-checks': ListChecks,
  lock: LockKey,
  megaphone: Megaphone,
  'paint-brush': PaintBrush,
  plug: Plug,
  puzzle: PuzzlePiece,
  rocket: RocketLaunch,
  shield: ShieldCheck,
  sparkle: Sparkle,
  stack: Stack,
  terminal: Terminal,
  translate: Translate,
  users: UsersThree,
  warning: Warning,
  'warning-octagon': WarningOctagon,
  wrench: Wrench,
} satisfies Record<string, PhosphorIcon>;

export type IconName = keyof typeof ICONS;

export interface IconProps extends GlyphProps {
  name: IconName;
}

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICONS, name);
}

export default function Icon({name, ...props}: IconProps): ReactNode {
  if (!isIconName(name)) {
    throw new Error(`<Icon name="${String(name)}"> is not a known icon. Known icons: ${Object.keys(ICONS).join(', ')}`);
  }
  return <Glyph svg={ICONS[name]} {...props} />;
}
