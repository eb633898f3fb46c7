/**
 * @tb/ui: design-system primitives. Bundled by each app (not shared); the CSS
 * (`@tb/ui/styles.css`, i.e. libs/shared/ui/src/styles.css) is imported once
 * by the shell and styles every remote too.
 */
export { Button, type ButtonProps, type ButtonVariant } from './lib/Button';
export { Spinner, ProgressBar } from './lib/Spinner';
export { LoadingText, Skeleton, SkeletonText } from './lib/Skeleton';
export { EmptyState } from './lib/EmptyState';
export { ToastView, ToastRegion, type ToastKind, type ToastViewProps } from './lib/Toast';
export { Modal, type ModalProps } from './lib/Modal';
export { Field, type FieldProps, type FieldControlProps } from './lib/Field';
export { NumberInput, NumberField, sanitizeDecimal, useNumberProblemText, type NumberInputProps, type NumberFieldProps } from './lib/NumberInput';
export { ChoiceGroup, choicesOf, type ChoiceGroupProps, type ChoiceOption } from './lib/ChoiceGroup';
export { useDebounced } from './lib/use-debounced';
export { PriceOffsetButtons, type PriceOffsetButtonsProps } from './lib/PriceOffsetButtons';
export { Tabs, type TabsProps, type TabItem } from './lib/Tabs';
export { Table, visibleRange, type TableProps, type Column } from './lib/Table';
export { Fact, type FactProps } from './lib/Fact';
export { ProfitPill, type ProfitPillProps } from './lib/ProfitPill';
export { uiTranslations, UI_NAMESPACE, type UiTranslations } from './lib/translations';
export { AreaFrame, AreaFrameRoutes, type AreaFrameProps, type AreaFrameRoutesProps, type FramePage, type FrameTranslations } from './lib/AreaFrame';
