import { api } from '../../api/http';
import { buttonClass } from '../../components/button';

/** Google sign-in is a full-page navigation to the backend's /auth/google (SPEC.md §1). */
export function GoogleButton() {
  return (
    <button
      type="button"
      onClick={() => window.location.assign(api.url('/auth/google'))}
      className={buttonClass('secondary', 'w-full')}
    >
      <span
        aria-hidden
        className="flex size-6 items-center justify-center rounded-full bg-sand-50 font-bold text-brand-700"
      >
        G
      </span>
      Continuer avec Google
    </button>
  );
}

export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-stone-500" aria-hidden>
      <span className="h-px flex-1 bg-sand-200" />
      ou
      <span className="h-px flex-1 bg-sand-200" />
    </div>
  );
}
