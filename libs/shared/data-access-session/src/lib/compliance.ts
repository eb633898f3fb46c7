import { RET_COMPLIANCE, createSlice, rootReducer, type ApiError, type PayloadAction, type WithSlice } from '@tb/data-access-api';

/**
 * The compliance wall (spec §7: "on failure of the generic bot call, a
 * compliance-wall modal is shown with the ret code and result"). The transport
 * offers every failed bot call; the wall opens for failures that are
 * compliance blocks: ret code 10024 (RET_COMPLIANCE), or a result that carries
 * a `compliance` object. Other failures (validation, balance...) belong to the
 * page that made the call, so they do not raise a page-wide wall.
 */
export interface ComplianceWallState {
  open: boolean;
  retCode: number | null;
  result: unknown;
}

export function isComplianceBlock(error: ApiError): boolean {
  if (error.retCode === RET_COMPLIANCE) return true;
  return typeof error.result === 'object' && error.result !== null && 'compliance' in error.result;
}

export const complianceWallSlice = createSlice({
  name: 'complianceWall',
  initialState: { open: false, retCode: null, result: null } as ComplianceWallState,
  reducers: {
    complianceWallShown(state, action: PayloadAction<{ retCode: number | null; result: unknown }>) {
      state.open = true;
      state.retCode = action.payload.retCode;
      state.result = action.payload.result;
    },
    complianceWallClosed(state) {
      state.open = false;
    },
  },
  selectors: { selectComplianceWall: (state) => state },
});

declare module '@tb/data-access-api' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof complianceWallSlice> {}
}

export const injectedComplianceWallSlice = complianceWallSlice.injectInto(rootReducer);
export const { selectComplianceWall } = injectedComplianceWallSlice.selectors;
export const { complianceWallShown, complianceWallClosed } = complianceWallSlice.actions;
