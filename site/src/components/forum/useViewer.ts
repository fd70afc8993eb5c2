import { useAuth } from '../../auth/AuthProvider';
import type { Me } from '../../api-client/types';
import type { Viewer } from '../../api-client/topics';
import { isModerator } from '@oyundev/domain';

/**
 * Who reads the forum page: `viewer` is the member's id or 0 for a guest (part of the query keys of
 * answers that carry the viewer's own state), `ready` false while the session is still being read.
 */
export function useViewer(): { viewer: Viewer; user: Me | null; ready: boolean; moderator: boolean } {
  const { user, isLoading } = useAuth();
  return { viewer: user?.id ?? 0, user, ready: !isLoading, moderator: isModerator(user) };
}
