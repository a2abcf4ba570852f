/**
 * The admin panel's API (`src/admin/app`, the admin side of plugins) and its design system, as examples are checked
 * against them (checks/examples/check.ts loads this file into its in-memory program).
 */
declare namespace TesseraAdmin {
  type ComponentType<P = Record<string, unknown>> = import('react').ComponentType<P>;
  type Icon = ComponentType<Record<string, unknown>>;
  interface Translated {
    id: string;
    defaultMessage: string;
    values?: Record<string, unknown>;
  }
  interface MenuLink {
    to: string;
    icon: Icon;
    intlLabel: Translated;
    permissions?: readonly unknown[];
    Component: () => Promise<{default: ComponentType} | ComponentType>;
    position?: number;
  }
  interface ContentManagerApis {
    addEditViewSidePanel(panels: readonly PanelComponent[] | ((panels: PanelComponent[]) => PanelComponent[])): void;
    addDocumentAction(
      actions: readonly DocumentActionComponent[] | ((actions: DocumentActionComponent[]) => DocumentActionComponent[]),
    ): void;
    addDocumentHeaderAction(
      actions: readonly HeaderActionComponent[] | ((actions: HeaderActionComponent[]) => HeaderActionComponent[]),
    ): void;
    addBulkAction(actions: readonly BulkActionComponent[] | ((actions: BulkActionComponent[]) => BulkActionComponent[])): void;
    getDocumentActions(): DocumentActionComponent[];
    getHeaderActions(): HeaderActionComponent[];
    getEditViewSidePanels(): PanelComponent[];
    getBulkActions(): BulkActionComponent[];
  }
  interface AdminPlugin {
    apis: ContentManagerApis;
    /** Injection zones of Tessera 5 (`informations` of Tessera 4 is gone: side panels replace it). */
    injectComponent(view: string, zone: string, component: {name: string; Component: ComponentType}): void;
    getInjectedComponents(view: string, zone: string): {name: string; Component: ComponentType}[];
  }
  interface TesseraApp {
    getPlugin(name: 'content-manager' | 'content-type-builder' | 'upload' | 'i18n' | string): AdminPlugin;
    registerPlugin(plugin: {
      id: string;
      name: string;
      initializer?: ComponentType<{setPlugin(id: string): void}>;
      isReady?: boolean;
      injectionZones?: Record<string, unknown>;
    }): void;
    addMenuLink(link: MenuLink): void;
    addSettingsLink(section: string | {id: string; intlLabel: Translated}, link: Omit<MenuLink, 'icon'> & {id: string}): void;
    createSettingSection(section: {id: string; intlLabel: Translated}, links: readonly (Omit<MenuLink, 'icon'> & {id: string})[]): void;
    addFields(field: {type: string; Component: ComponentType<never>} | readonly {type: string; Component: ComponentType<never>}[]): void;
    addComponents(components: readonly {name: string; Component: ComponentType}[]): void;
    registerHook(name: 'Admin/CM/pages/ListView/inject-column-in-table', hook: (args: ListViewColumns) => ListViewColumns): void;
    registerHook(
      name: 'Admin/CM/pages/EditView/mutate-edit-view-layout',
      hook: (args: {layout: {uid: string; [key: string]: unknown}; query: Record<string, unknown>}) => unknown,
    ): void;
    // any: a hook another plugin declares passes what that plugin decides
    registerHook(name: string, hook: (...args: any[]) => unknown): void;
    createHook(name: string): void;
    customFields: {register(field: AdminCustomField | readonly AdminCustomField[]): void};
    components: Record<string, ComponentType>;
    routes: unknown[];
    config: Record<string, unknown>;
  }
  interface ListViewHeader {
    attribute: {type: string; [key: string]: unknown};
    label: string;
    name: string;
    searchable?: boolean;
    sortable?: boolean;
    // any: a row of the list view holds whatever its content type holds
    cellFormatter?: (
      document: Record<string, any>,
      header: ListViewHeader,
      meta: {collectionType: string; model: string},
    ) => import('react').ReactNode;
  }
  interface ListViewColumns {
    displayedHeaders: ListViewHeader[];
    layout: {uid: string; [key: string]: unknown};
  }
  interface AdminCustomField {
    name: string;
    pluginId?: string;
    type: string;
    intlLabel: Translated;
    intlDescription: Translated;
    icon?: Icon;
    components: {Input: () => Promise<{default: ComponentType<never>}>};
    options?: {base?: unknown[]; advanced?: unknown[]; validator?: (args: unknown) => unknown};
  }
  interface DocumentProps {
    activeTab: 'draft' | 'published' | null;
    collectionType: string;
    document?: Record<string, unknown>;
    documentId?: string;
    meta?: unknown;
    model: string;
  }
  interface PanelDescription {
    title: string;
    content: import('react').ReactNode;
  }
  type PanelComponent = ((props: DocumentProps) => PanelDescription | null) & {type?: string};
  interface ActionDescription {
    label: string;
    icon?: import('react').ReactNode;
    disabled?: boolean;
    position?: string | string[];
    variant?: string;
    onClick?: (event?: unknown) => unknown;
    dialog?: {
      type: 'dialog' | 'modal' | 'notification';
      title: string;
      content?: import('react').ReactNode;
      onConfirm?: () => unknown;
      footer?: unknown;
    };
  }
  type DocumentActionComponent = ((props: DocumentProps) => ActionDescription | null) & {type?: string; position?: string | string[]};
  type HeaderActionComponent = ((props: DocumentProps) => ActionDescription | null) & {type?: string};
  type BulkActionComponent = ((props: {
    documents: Array<Record<string, unknown>>;
    model: string;
    collectionType: string;
  }) => ActionDescription | null) & {type?: string};
  interface AdminConfig {
    locales?: readonly string[];
    translations?: Record<string, Record<string, string>>;
    theme?: {light?: unknown; dark?: unknown};
    auth?: {logo?: string};
    menu?: {logo?: string};
    head?: {favicon?: string; title?: string};
    tutorials?: boolean;
    notifications?: {releases?: boolean};
    [key: string]: unknown;
  }
  interface AppFile {
    config?: AdminConfig;
    register?(app: TesseraApp): unknown;
    bootstrap?(app: TesseraApp): unknown;
    registerTrads?(args: {locales: string[]}): unknown;
  }
}

declare module '@tessera/admin/tessera-admin' {
  export type TesseraApp = TesseraAdmin.TesseraApp;
  export type PanelComponent = TesseraAdmin.PanelComponent;
  export type DocumentActionComponent = TesseraAdmin.DocumentActionComponent;
  export type HeaderActionComponent = TesseraAdmin.HeaderActionComponent;
  export type BulkActionComponent = TesseraAdmin.BulkActionComponent;
  interface FetchResponse<T> {
    data: T;
    status: number;
  }
  export function useFetchClient(): {
    // any: what the server answers is the caller's route, not the model
    get<T = any>(url: string, config?: {params?: Record<string, unknown>}): Promise<FetchResponse<T>>;
    // any: idem
    post<T = any>(url: string, body?: unknown): Promise<FetchResponse<T>>;
    // any: idem
    put<T = any>(url: string, body?: unknown): Promise<FetchResponse<T>>;
    // any: idem
    del<T = any>(url: string): Promise<FetchResponse<T>>;
  };
  export function useNotification(): {
    toggleNotification(options: {type: 'success' | 'warning' | 'danger' | 'info'; message: string; title?: string}): void;
  };
  export function useAuth<T>(
    name: string,
    selector: (state: {
      user?: {firstname?: string; lastname?: string; email: string; roles: {code: string; name: string}[]};
      token: string | null;
      permissions: {action: string; subject: string | null; properties?: {fields?: string[]; locales?: string[]}; conditions?: string[]}[];
    }) => T,
  ): T;
  export function useRBAC(permissions: Record<string, readonly {action: string; subject: string | null}[]>): {
    isLoading: boolean;
    allowedActions: Record<string, boolean>;
  };
  export function useTesseraApp<T>(name: string, selector: (state: TesseraAdmin.TesseraApp) => T): T;
  /** The Content Manager's view of the document being edited. */
  export function useContentManagerContext(): {
    model: string;
    collectionType: 'collection-types' | 'single-types';
    id?: string;
    slug: string;
    isCreatingEntry: boolean;
    isSingleType: boolean;
    hasDraftAndPublish: boolean;
    contentType?: {uid: string; attributes: Record<string, {type: string}>};
    components: Record<string, unknown>;
    form: {values: Record<string, unknown>; initialValues: Record<string, unknown>; modified: boolean; isSubmitting: boolean};
    layout: DocumentLayout;
  };
  interface LayoutField {
    name: string;
    size: number;
    label: string;
    type: string;
    attribute: {type: string};
    disabled?: boolean;
    hint?: string;
    placeholder?: string;
    required?: boolean;
    visible?: boolean;
  }
  interface DocumentLayout {
    edit: {
      layout: LayoutField[][][];
      components: Record<string, {layout: LayoutField[][]; settings: Record<string, unknown>}>;
      settings: Record<string, unknown>;
    };
    list: {
      layout: {name: string; label: string; searchable: boolean; sortable: boolean; attribute: {type: string}}[];
      settings: Record<string, unknown>;
    };
  }
  /** A document as the admin panel reads it, with its status. */
  export function useDocument(args: {
    model: string;
    collectionType: string;
    documentId?: string;
    params?: {locale?: string; status?: 'draft' | 'published'};
  }): {
    // any: the document's fields are whatever its content type holds
    document?: Record<string, any> & {documentId: string; status?: 'draft' | 'published' | 'modified'};
    isLoading: boolean;
    schema?: {uid: string; attributes: Record<string, {type: string}>};
    refetch(): void;
  };
  /** The edit and list layouts of a content type, by model UID. */
  export function useDocumentLayout(model: string): DocumentLayout & {isLoading: boolean};
  interface FormState {
    // any: the values of the document being edited are whatever its content type holds
    values: Record<string, any>;
    // any: idem
    initialValues: Record<string, any>;
    errors: Record<string, string | undefined>;
    modified: boolean;
    isSubmitting: boolean;
    onChange(eventOrPath: {target: {name: string; value: unknown}} | string, value?: unknown): void;
    resetForm(): void;
  }
  /** The form of the edit view: a selector picks what the component needs. */
  export function useForm<T>(name: string, selector: (state: FormState) => T): T;
  /** A permission as `Page.Protect` and `useRBAC` read it. */
  interface Permission {
    action: string;
    subject: string | null;
  }
  export const Page: {
    Main: TesseraAdmin.ComponentType<{children?: import('react').ReactNode}>;
    Loading: TesseraAdmin.ComponentType;
    Error: TesseraAdmin.ComponentType;
    Title: TesseraAdmin.ComponentType<{children?: import('react').ReactNode}>;
    /** Renders its children only for an administrator who has the permissions (a function child receives them). */
    Protect: TesseraAdmin.ComponentType<{
      permissions: readonly Permission[];
      children?: import('react').ReactNode | ((args: {permissions: Permission[]}) => import('react').ReactNode);
    }>;
  };
  export const Layouts: {
    Header: TesseraAdmin.ComponentType<{title: string; subtitle?: string; primaryAction?: import('react').ReactNode}>;
    Content: TesseraAdmin.ComponentType<{children?: import('react').ReactNode}>;
  };
}

declare module '@tessera/design-system' {
  // any: design-system props are its own reference, not the model
  type Component = import('react').ComponentType<any>;
  export const Box: Component;
  export const Flex: Component;
  export const Grid: Component;
  export const Typography: Component;
  export const Badge: Component;
  export const Button: Component;
  export const Link: Component;
  export const Main: Component;
  export const TextInput: Component;
  export const Textarea: Component;
  export const Table: Component;
  export const Tr: Component;
  export const Td: Component;
  export const Th: Component;
  export const Thead: Component;
  export const Tbody: Component;
  export const Loader: Component;
  export const Tooltip: Component;
  export const IconButton: Component;
  export const Modal: Component;
  export const Dialog: Component;
  export const SingleSelect: Component;
  export const SingleSelectOption: Component;
  export const Toggle: Component;
  export const Field: {Root: Component; Label: Component; Input: Component; Hint: Component; Error: Component; Textarea: Component};
  export const DesignSystemProvider: Component;
}
