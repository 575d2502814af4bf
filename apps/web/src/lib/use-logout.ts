import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from './toast';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { handleApiError } from '../api/errors';
import { logout } from '../api/session';
import { useSession } from './session-store';

/** SPEC.md §4 Logout: clear the user, wipe local storage, success toast, go to /. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const endSession = () => {
    useSession.getState().reset();
    window.localStorage.clear();
    queryClient.removeQueries();
    void navigate('/');
  };

  return useMutation({
    mutationFn: logout,
    onSuccess: (body) => {
      endSession();
      toast.success(body.message || 'Déconnexion réussie');
    },
    onError: (error) => {
      handleApiError(error);
      // The server no longer knows this session: nothing is left to sign out of.
      if (error instanceof ApiError && error.status === 401) endSession();
    },
  });
}
