export { ErrorHandlingProvider } from './error-handling-provider';
export { useErrorHandler } from './use-error-handler';
export { createErrorHandler, isNotAuthenticated, noticeKey } from './error-handler';
export type { ErrorHandlerDeps, HandleError, HandleErrorOptions } from './error-handler';
export {
  ERROR_REPORT_SAMPLING,
  createFilteredReporter,
  isIgnoredError,
  noopReporter,
  reportContext,
} from './error-reporter';
export type { ErrorReportContext, ErrorReporter } from './error-reporter';
