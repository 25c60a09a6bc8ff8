import type { ReactNode } from 'react';
import { ErrorMessage, type DescribedError } from '../errors/error-message';
import { Loading } from './loading';

/**
 * What decides which state a screen shows: a React Query result fits as it is; a state
 * made from several queries can take the same shape.
 */
export interface QueryStateSource<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetching?: boolean;
  refetch?: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryStateSource<T>;
  /**
   * The failure in plain words. Components know nothing of the API module, so the call
   * site passes its mapping (usually `describeError` from src/api/errors).
   */
  describeError: (error: unknown) => DescribedError;
  /** What the data shows once it is there (never null: null data counts as empty). */
  children: (data: NonNullable<T>) => ReactNode;
  loadingLabel?: string;
  /**
   * Shown while loading instead of the spinner: a Skeleton in the shape of the data (it
   * carries its own loading status in words).
   */
  loadingFallback?: ReactNode;
  errorTitle?: string;
  /** Data that counts as empty besides null (an empty list, say). */
  isEmpty?: (data: NonNullable<T>) => boolean;
  /** Shown for empty data; nothing when left out. */
  empty?: ReactNode;
  /** Replaces the retry of the error state (by default the query is fetched again). */
  onRetry?: () => void;
  /** While a retry after a failure is under way, show loading instead of the old error. */
  loadingWhileRetrying?: boolean;
  /** A failed re-read keeps showing the data from before (polling screens) instead of the error. */
  keepDataOnError?: boolean;
  /** Own content for particular failures; `undefined` keeps the standard error state. */
  renderError?: (error: unknown) => ReactNode;
}

/**
 * The one pattern for a query's states: loading (announced politely), error (in plain
 * words, with a way to try again), empty, and the data.
 */
export function QueryState<T>({
  query,
  describeError,
  children,
  loadingLabel,
  loadingFallback,
  errorTitle,
  isEmpty,
  empty = null,
  onRetry,
  loadingWhileRetrying = false,
  keepDataOnError = false,
  renderError,
}: QueryStateProps<T>) {
  const retrying = query.status === 'error' && loadingWhileRetrying && query.isFetching === true;
  if (query.status === 'pending' || retrying) {
    return loadingFallback ?? <Loading label={loadingLabel} />;
  }
  if (query.status === 'error' && !(keepDataOnError && query.data !== undefined)) {
    const own = renderError?.(query.error);
    if (own !== undefined) return own;
    return (
      <ErrorMessage
        title={errorTitle}
        error={describeError(query.error)}
        onRetry={onRetry ?? (query.refetch ? () => void query.refetch?.() : undefined)}
      />
    );
  }
  const data = query.data;
  if (data === null || data === undefined || isEmpty?.(data)) return empty;
  return children(data);
}
