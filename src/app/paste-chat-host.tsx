import { lazy, Suspense } from 'react';
import { usePasteChat } from '@/state/paste-chat';

const loadDialog = () =>
  import(/* webpackChunkName: "paste-reply-dialog" */ '@/components/paste-reply-dialog');
// Loaded when a reply is first asked for; one more try first, as a phone's connection drops.
const PasteReplyDialog = lazy(() =>
  loadDialog()
    .catch(loadDialog)
    .then((module) => ({ default: module.PasteReplyDialog })),
);

/** The dialog of any chat by copy and paste, over every screen while a reply is asked for. */
export function PasteChatHost() {
  const { request, submit, cancel, copyPrompt } = usePasteChat();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <PasteReplyDialog
        key={request.id}
        prompt={request.prompt}
        error={request.error}
        onCopy={copyPrompt}
        onUse={submit}
        onCancel={cancel}
      />
    </Suspense>
  );
}
