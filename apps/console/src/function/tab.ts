import type { Schemas } from '@fnhost/sdk';

export type FunctionDetails = Schemas['FunctionDetailsDto'];

/** What each tab of a function's page is given. */
export interface TabProps {
  fn: FunctionDetails;
  /** Reads the function again (its status or active version changed). */
  refresh: () => void;
  /** The executions tab's execution, when its address names one. */
  execution?: string;
}
