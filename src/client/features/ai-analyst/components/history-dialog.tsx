import { MessageSquarePlusIcon, Trash2Icon } from 'lucide-react';
import type { Conversation } from '@shared/analyst-chat';
import { chatTexts } from '@client/texts/analyst-chat-texts';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { useToast } from '@client/components/ui/use-toast';
import { formatDateTime } from '@client/lib/format-date';
import { getConversation, useConversations, useDeleteConversation } from '../api/conversations';

type HistoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentId: number | null;
  onOpenConversation: (conversation: Conversation) => void;
  onNewChat: () => void;
};

/** SPEC 2: the saved conversations, each to open or delete, and New Chat. */
export function HistoryDialog({
  open,
  onOpenChange,
  currentId,
  onOpenConversation,
  onNewChat,
}: HistoryDialogProps) {
  const showToast = useToast();
  const conversations = useConversations(open);
  const remove = useDeleteConversation();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{chatTexts.historyTitle}</DialogTitle>
          <DialogDescription>{chatTexts.historyDescription}</DialogDescription>
        </DialogHeader>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            onNewChat();
            onOpenChange(false);
          }}
        >
          <MessageSquarePlusIcon aria-hidden />
          {chatTexts.newChat}
        </Button>
        {conversations.isPending && (
          <div className="grid gap-2" aria-hidden>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        )}
        {conversations.isError && (
          <LoadError
            title={chatTexts.historyLoadFailed}
            error={conversations.error}
            onRetry={() => void conversations.refetch()}
          />
        )}
        {conversations.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">{chatTexts.historyEmpty}</p>
        )}
        {conversations.data && conversations.data.length > 0 && (
          <ul aria-label={chatTexts.historyTitle} className="grid gap-2">
            {conversations.data.map((conversation) => (
              <li key={conversation.id} className="flex items-center gap-2 rounded-md border p-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{conversation.title}</p>
                  <p className="text-xs text-muted-foreground">{formatDateTime(conversation.lastUpdated)}</p>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={`${chatTexts.open} ${conversation.title}`}
                  onClick={async () => {
                    try {
                      onOpenConversation(await getConversation(conversation.id));
                      onOpenChange(false);
                    } catch {
                      showToast({
                        title: 'Error',
                        description: chatTexts.historyLoadFailed,
                        destructive: true,
                      });
                    }
                  }}
                >
                  {chatTexts.open}
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`${chatTexts.delete} ${conversation.title}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(conversation.id, {
                      onSuccess: () => {
                        if (conversation.id === currentId) onNewChat();
                      },
                    })
                  }
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
