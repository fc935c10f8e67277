export { StatCard, type StatCardProps } from './StatCard';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { AdminPageHeader } from './AdminPageHeader';
export { CountedTabsList } from './CountedTabsList';
export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { AdminDialog, DialogFormActions, afterSave } from './AdminDialog';
export { EditDeleteButtons } from './CardActions';
