import { Suspense, lazy, type ComponentProps, type ComponentType } from 'react';
import type { ReportDialog as ReportDialogType } from './ReportDialog';
import type { HistoryDialog as HistoryDialogType } from './HistoryDialog';
import type { ConfirmDialog as ConfirmDialogType } from './Dialog';
import type { ReplyEditor as ReplyEditorType } from './ReplyEditor';
import type { ReplyComposer as ReplyComposerType } from './ReplyComposer';
import type { ModerationPanel as ModerationPanelType } from './ModerationPanel';
import type { SolutionButton as SolutionButtonType } from './SolutionButton';

/*
 * What a topic page shows only after a click or to a moderator — the dialogs, the reply editor and composer,
 * the moderation panel — loaded on first use, not with the page: a reader's first load carries none of them
 * (nor the editor, the report reasons or their catalogue entries). None of them is in the static HTML, so
 * nothing changes for hydration; while the chunk arrives they render nothing.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

const dialogs = () => import(/* webpackChunkName: "forum-dialogs" */ './dialogs');

export const ReportDialog = deferred<ComponentProps<typeof ReportDialogType>>(() => dialogs().then((m) => m.ReportDialog));
export const HistoryDialog = deferred<ComponentProps<typeof HistoryDialogType>>(() => dialogs().then((m) => m.HistoryDialog));
export const ConfirmDialog = deferred<ComponentProps<typeof ConfirmDialogType>>(() => dialogs().then((m) => m.ConfirmDialog));
export const ReplyEditor = deferred<ComponentProps<typeof ReplyEditorType>>(() => dialogs().then((m) => m.ReplyEditor));
export const ReplyComposer = deferred<ComponentProps<typeof ReplyComposerType>>(() => dialogs().then((m) => m.ReplyComposer));
export const ModerationPanel = deferred<ComponentProps<typeof ModerationPanelType>>(() =>
  import(/* webpackChunkName: "forum-moderation" */ './ModerationPanel').then((m) => m.ModerationPanel),
);
/** Shown only to the topic's author and moderators, whom the page learns of after the first paint. */
export const SolutionButton = deferred<ComponentProps<typeof SolutionButtonType>>(() =>
  import(/* webpackChunkName: "forum-solution" */ './SolutionButton').then((m) => m.SolutionButton),
);
