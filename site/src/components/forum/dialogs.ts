// The topic page's on-demand parts in one chunk (components/forum/lazy.tsx loads it on first use).
export { ReportDialog } from './ReportDialog';
export { HistoryDialog } from './HistoryDialog';
export { ConfirmDialog } from './Dialog';
export { ReplyEditor } from './ReplyEditor';
export { ReplyComposer } from './ReplyComposer';
