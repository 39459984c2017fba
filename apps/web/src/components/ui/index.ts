// The shared widgets of 001 §4-§5 and §8. Features import from here, never from the files directly.
export { Brand } from './brand';
export { SkipLink } from './skip-link';
export { VisuallyHidden } from './visually-hidden';
export { Icon } from './icon';
export type { IconName } from './icon';

export { Field } from './field';
export type { FieldControlProps, FieldProps } from './field';
export { FieldGroup } from './field-group';
export type { FieldGroupProps } from './field-group';
export { describedBy, errorId, hintId } from './field-ids';
export { FieldError } from './field-error';
export { ErrorSummary } from './error-summary';
export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary';

export { PhoneField } from './phone-field';
export type { PhoneFieldProps } from './phone-field';
export { SsnField } from './ssn-field';
export type { SsnFieldProps } from './ssn-field';
export { VerificationCodeField } from './verification-code-field';
export type { VerificationCodeFieldProps } from './verification-code-field';
export { DigitBoxes } from './digit-boxes';
export type { DigitBoxesProps } from './digit-boxes';
export { PasswordField } from './password-field';
export type { PasswordFieldProps } from './password-field';
export { PasswordRules } from './password-rules';
export { DateField } from './date-field';
export { MonthField } from './month-field';
export type { MaskedFieldProps } from './masked-field';
export { AddressCombobox } from './address-combobox';
export type {
  AddressComboboxProps,
  AddressOption,
  AddressSuggestionSource,
  ComboboxWording,
} from './address-combobox';
export { CheckboxField } from './checkbox-field';
export type { CheckboxFieldProps } from './checkbox-field';
export { FileUpload } from './file-upload';
export type { FileUploadProps, RejectedUpload } from './file-upload';
export type { UploadedFile } from './file-list';

export { Modal } from './modal';
export type { ModalCancelReason, ModalProps } from './modal';
export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { useConfirm } from './use-confirm';
export type { ConfirmOptions } from './use-confirm';
export { SnackbarProvider } from './snackbar-provider';
export { useSnackbar } from './use-snackbar';
export type { SnackbarApi } from './use-snackbar';
export type { SnackbarOptions, SnackbarType } from './snackbar-queue';
export { Menu } from './menu';
export type { MenuProps } from './menu';
export type { MenuItem } from './menu-list';
export { Dropdown } from './dropdown';
export { Tooltip } from './tooltip';
export type { TooltipPlacement, TooltipProps } from './tooltip';
export { ProcessingAnimation } from './processing-animation';
export type { ProcessingAnimationProps, ProcessingState } from './processing-animation';

export { StepFlow } from './step-flow';
export type { StepFlowProps } from './step-flow';
export { useStepFlow } from './use-step-flow';
export type { StepFlowState, UseStepFlowOptions } from './use-step-flow';
export { defineStep, findSlug, progressPercent, reduceStepFlow } from './step-flow-model';
export type { StepComponentProps, StepDefinition, StepFlowAction, StepPosition } from './step-flow-model';
export { IntroSteps } from './intro-steps';
export type { IntroStep, IntroStepsProps } from './intro-steps';
export { useMediaQuery } from './use-media-query';
export { usePresence } from './use-presence';
export { ConnectionStatus } from './connection-status';
export { StatusBadge } from './status-badge';
export type { StatusBadgeProps, StatusTone } from './status-badge';
