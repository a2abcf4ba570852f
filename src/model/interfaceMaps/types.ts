/**
 * The data model of the interface maps: schematic drawings of admin-panel screens, described as regions and
 * blocks (never as pixels). `src/lib/content/interfaceMaps.ts` lays them out and draws them; each map is one object here.
 */
import type {NavItem} from '../interface';

/** A block of the main area (or of a dialog), stacked top to bottom. Item labels become marker targets. */
export type Block =
  /** A row of buttons and inputs: `left` from the left edge, `right` from the right edge. */
  | {type: 'toolbar'; left?: readonly string[]; right?: readonly string[]}
  /** A row of tabs; `active` is the index of the selected one. */
  | {type: 'tabs'; items: readonly string[]; active?: number}
  /** A table with a header row and `rows` placeholder rows; `actions` are the icon buttons at the end of a row. */
  | {type: 'table'; columns: readonly string[]; rows: number; actions?: readonly string[]}
  /** Labelled inputs in one or two columns; `wide` spans both columns, `tall` is a multi-line editor. */
  | {type: 'form'; columns?: 1 | 2; fields: readonly {label: string; wide?: boolean; tall?: boolean}[]}
  /** Rows of text with optional trailing buttons (a field list, a settings list, the entries of a release). */
  | {type: 'list'; title?: string; items: readonly string[]; actions?: readonly string[]}
  /** Tiles in a grid (assets, folders, plugins, field types). */
  | {type: 'grid'; title?: string; items: readonly string[]; columns?: number; tile?: 'asset' | 'card'}
  /** A board of columns with cards (Review Workflows, Releases' groups). */
  | {type: 'board'; columns: readonly {title: string; cards: number}[]}
  /** A grid of check boxes: rows of subjects, columns of actions (roles and permissions). */
  | {type: 'matrix'; rows: readonly string[]; columns: readonly string[]};

/** The side panel at the right of the main area (the edit view's panel). */
export interface Aside {
  /** Each section is a box of buttons; `primary` names the one drawn as the primary button. */
  sections: readonly {title: string; items: readonly string[]; primary?: string}[];
}

/** A secondary navigation between the main navigation and the main area (Content Manager, Settings...). */
export interface SubNav {
  title: string;
  groups: readonly {heading?: string; items: readonly string[]}[];
  active?: string;
}

/** A modal dialog drawn over the dimmed screen. */
export interface Dialog {
  title: string;
  blocks: readonly Block[];
  actions: readonly string[];
}

/** A numbered marker: `target` names an element of the map (see `elementKeys` in src/lib/content/interfaceMaps.ts). */
export interface Marker {
  n: number;
  target: string;
  label: string;
}

export interface InterfaceMapData {
  /** Screen name shown in the caption: "Content Manager, list view". */
  title: string;
  /** One or two sentences describing the screen (the image's long description). */
  description: string;
  /** The active item of the main navigation. */
  nav: NavItem;
  subnav?: SubNav;
  /** `back` is the link above the title (a string replaces its label), `status` a badge after the title, `edit` a button next to it; `actions` sit at the top right, the last one primary. */
  header: {title: string; back?: boolean | string; actions?: readonly string[]; status?: string; edit?: string};
  blocks: readonly Block[];
  aside?: Aside;
  dialog?: Dialog;
  markers: readonly Marker[];
}
