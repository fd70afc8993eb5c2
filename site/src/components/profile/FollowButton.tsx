import '../../i18n-profile';
import toast from '../shell/toast';
import { promptLogin } from '../../auth/promptLogin';
import { useFollowMutation } from '../../api-client/profiles';
import type { Viewer } from '../../api-client/topics';
import { writeErrorMessage } from '../forum/writeErrorMessage';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';

interface FollowButtonProps {
  username: string;
  following: boolean;
  viewer: Viewer;
  ready: boolean;
}

/** 'Takip Et' / 'Takip Ediliyor' (accounts spec §7); a guest is asked to log in. */
export function FollowButton({ username, following, viewer, ready }: FollowButtonProps) {
  const mutation = useFollowMutation(username, viewer, {
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(writeErrorMessage(error, t('follow.failed'), t('follow.failed'))),
  });
  const press = () => {
    if (!ready || mutation.isPending) return;
    if (!viewer) {
      promptLogin(t('profile.followLoginRequired'), 'follow-login');
      return;
    }
    mutation.mutate(!following);
  };
  return (
    <button
      type="button"
      className={`btn ${following ? 'btn-secondary' : 'btn-primary'}`}
      aria-pressed={following}
      aria-busy={mutation.isPending || undefined}
      onClick={press}
    >
      <Icon name={following ? 'check' : 'plus'} size={16} />
      {following ? t('profile.following') : t('profile.follow')}
    </button>
  );
}
