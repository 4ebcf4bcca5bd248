import type { TableCellProps } from '@chakra-ui/react';
import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type CellContext,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { AdminUserRowFragment } from '../../../generated/graphql';
import type { UsersCapabilities } from '../users-permissions';
import type { UsersSort } from '../users-query-state';

export type SortField = UsersSort['field'];

/** What the cells need from the page, through the table's meta. */
export interface UsersTableMeta {
  capabilities: UsersCapabilities;
  viewerId: string | null;
  onOpen: (user: AdminUserRowFragment) => void;
  onEdit: (user: AdminUserRowFragment) => void;
  onDelete: (user: AdminUserRowFragment) => void;
}

export interface UsersColumnMeta {
  /** The breakpoint from which the column shows; narrower screens hide it (the name cell shows the email). */
  from?: 'md' | 'lg' | 'xl';
  width?: string;
  /** Props of the column's body cells. */
  cell?: TableCellProps;
  /** What a loading row shows in the column. */
  skeleton?: ReactNode;
}

export const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  tableMeta: {} as UsersTableMeta,
  columnMeta: {} as UsersColumnMeta,
});
export type Features = typeof features;
export type Cell<TValue = unknown> = CellContext<Features, AdminUserRowFragment, TValue>;

export const displayFrom = (from: UsersColumnMeta['from']) =>
  from ? { base: 'none', [from]: 'table-cell' } : undefined;
