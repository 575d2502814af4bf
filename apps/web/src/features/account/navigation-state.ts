/** What the recovery steps hand to each other in the navigation state. */
export interface RecoveryState {
  email?: string;
  /** Set by the code step once the server accepted the code. */
  success?: boolean;
  /** The code step's proof for the new-password step: kept in history state, never in the URL. */
  resetToken?: string;
}

export function readState(state: unknown): RecoveryState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  return {
    email: typeof s.email === 'string' && s.email ? s.email : undefined,
    success: s.success === true,
    resetToken: typeof s.resetToken === 'string' && s.resetToken ? s.resetToken : undefined,
  };
}
