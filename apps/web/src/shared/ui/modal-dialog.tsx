import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** What a modal shows and how it behaves (see Modal). */
export interface ModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Footer actions. */
  actions?: ReactNode;
  /** A modal that cannot be dismissed by Escape or an outside click (e.g. the profile modal, 002 §2.13). */
  dismissible?: boolean;
  /** 'sheet' slides up from the bottom on phones (DESIGN: bottom sheets); 'fullscreen' covers the page (000 §2.19 promotional banner). */
  variant?: 'dialog' | 'sheet' | 'fullscreen';
  /** Keeps the title for assistive technology only (the content shows its own heading). */
  titleHidden?: boolean;
}

/**
 * An accessible modal dialog or bottom sheet on Radix Dialog (focus trap, Escape, labelled).
 * Reached through Modal (modal.tsx), which loads this code when a modal first opens.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  dismissible = true,
  variant = 'dialog',
  titleHidden = false,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={dismissible ? onOpenChange : undefined}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal modal-${variant}`}
          onEscapeKeyDown={dismissible ? undefined : (e) => e.preventDefault()}
          onPointerDownOutside={dismissible ? undefined : (e) => e.preventDefault()}
          onInteractOutside={dismissible ? undefined : (e) => e.preventDefault()}
          aria-describedby={description ? undefined : undefined}
        >
          <Dialog.Title className={titleHidden ? 'sr-only' : 'modal-title'}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="modal-description">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
          {actions ? <div className="modal-actions">{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
