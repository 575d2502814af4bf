import { useEffect, useState } from 'react';
import { loadPasswordEstimator, passwordEstimatorReady } from '@zina/shared/password-strength';

/**
 * Loads the password estimator (its dictionaries are large: only the forms that set a password
 * call this) and re-renders once it is there, so the form's checks judge with it.
 */
export function usePasswordEstimator(): boolean {
  const [ready, setReady] = useState(passwordEstimatorReady);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadPasswordEstimator().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
