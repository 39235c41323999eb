export { AdminFrame, type AdminFrameProps, type AdminTab } from './admin-frame';
export { AdminSignIn, ADMIN_KEY_LABEL, type AdminSignInProps } from './admin-sign-in';
export { AdminSection, type AdminSectionProps, type AdminSectionStatus } from './admin-section';
export { AdminTable, type AdminColumn, type AdminTableProps } from './admin-table';
export { BarChart, type BarChartProps } from './bar-chart';
export { StyledFieldRow as AdminFieldRow } from './admin.styles';
export { AdminCheckbox, type AdminCheckboxProps } from './admin-checkbox';
export { AdminProgress, type AdminProgressProps } from './admin-progress';
export { AdminFileInput, type AdminFileInputProps } from './admin-file-input';
