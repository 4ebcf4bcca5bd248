// The lists' shared table: the table itself, its toolbar and filters, the address-bar view state and the CSV export.
export {
  DataTable,
  csvColumnsOf,
  type CsvOnlyColumn,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type ListColumn,
} from './data-table';
export { TableToolbar, type TableToolbarProps } from './table-toolbar';
export { useTableSearchParams, SEARCH_PARAM, type TableSearchParams } from './use-table-search-params';
export {
  exportCsv,
  csvCell,
  toCsv,
  csvFileText,
  collectPages,
  CSV_BOM,
  type CsvColumn,
  type CsvPage,
  type CsvValue,
  type ExportCsvOptions,
} from './csv';
export { CsvExportButton, type CsvExportButtonProps } from './csv-export-button';
export { FilterSelect, type FilterOption } from './filter-select';
export { FilterCheckbox } from './filter-checkbox';
export {
  useKeysetList,
  type KeysetConnection,
  type KeysetListOptions,
  type KeysetTableProps,
} from './use-keyset-list';
export { connectionField } from './connection-field';
export {
  RecordListPage,
  RecordNameCell,
  recordNameColumn,
  contactColumns,
  pickSort,
  useRecordList,
  RECORD_PAGE_SIZE,
  type RecordListPageProps,
} from './record-list-page';
