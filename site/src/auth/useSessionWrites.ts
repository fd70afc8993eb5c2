import { useMutation } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '../api-client/auth';
import type { WriteHandlers } from '../api-client/mutations';
import type { Me } from '../api-client/types';
import { useAuth } from './AuthProvider';

/*
 * Signing in and up as write hooks, like every other form (api-client/mutations.ts): the session is stored
 * by useAuth before `onSuccess` gets the member. They live here, not in api-client/auth.ts, because the
 * AuthProvider itself imports that module.
 */

export function useLogin(handlers: WriteHandlers<Me, LoginInput & { remember?: boolean }> = {}) {
  const { login } = useAuth();
  return useMutation({ mutationFn: login, onSuccess: handlers.onSuccess, onError: handlers.onError });
}

export function useRegister(handlers: WriteHandlers<Me, RegisterInput> = {}) {
  const { register } = useAuth();
  return useMutation({ mutationFn: register, onSuccess: handlers.onSuccess, onError: handlers.onError });
}
