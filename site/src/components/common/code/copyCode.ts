import toast from '../../shell/toast';
import { t } from '../../../i18n';
import { CODE_COPY_ATTRIBUTE } from './registry';

/** Puts a code block's text on the clipboard and says so. */
export async function copyCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(t('code.copiedToast'), { id: 'code-copy' });
  } catch {
    toast.error(t('code.copyFailed'), { id: 'code-copy' });
  }
}

/**
 * The copy buttons of code blocks React did not render in this browser (static HTML kept as built, see
 * StaticMarkdown): one click handler on the container finds the pressed button's block and copies its code.
 */
export function copyFromStaticBlock(event: React.MouseEvent<HTMLElement>): void {
  const button = (event.target as Element).closest?.(`[${CODE_COPY_ATTRIBUTE}]`);
  const code = button?.closest('figure')?.querySelector('pre code')?.textContent;
  if (code !== undefined && code !== null) void copyCode(code);
}
