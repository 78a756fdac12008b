// An entity's secret on its editor (a printer's address, an access right's QR code): copy it to the clipboard
// with a message either way, and make a new one behind a confirmation, showing the new one at once until the
// live key brings it.
import { useCallback, useState } from "react";
import { App } from "antd";
import { useIntl, type MessageDescriptor } from "react-intl";
import { useErrorText } from "../../i18n/errors";

/** `copy(text)` puts the text on the clipboard and says whether it worked. */
export function useCopyToClipboard(messages: { copied: MessageDescriptor; failed: MessageDescriptor }): (text: string) => void {
  const t = useIntl().formatMessage;
  const { message } = App.useApp();
  return useCallback(
    (text: string) => {
      const clipboard = typeof navigator !== "undefined" ? navigator.clipboard : undefined;
      if (!clipboard) {
        void message.error(t(messages.failed));
        return;
      }
      clipboard.writeText(text).then(
        () => void message.success(t(messages.copied)),
        () => void message.error(t(messages.failed)),
      );
    },
    [message, t, messages],
  );
}

export interface RegenerateOptions<T> {
  /** The secret the live key holds now (undefined while it loads or cannot be read). */
  currentSecret: string | undefined;
  /** Makes the new secret on the server; answers what the screen shows of it (null: nothing to show). */
  regenerate: () => Promise<T | null>;
  messages: { confirm: MessageDescriptor; hint: MessageDescriptor; ok: MessageDescriptor; cancel: MessageDescriptor; done: MessageDescriptor };
}

export interface Regenerate<T> {
  /** Asks to confirm, then makes the new secret. */
  ask: () => void;
  renewing: boolean;
  /** What regenerate answered, while the live key still holds the secret it replaced; then null. */
  renewed: T | null;
}

/** "New secret" behind a danger confirmation; the old secret stops working on the server. */
export function useConfirmRegenerate<T>({ currentSecret, regenerate, messages }: RegenerateOptions<T>): Regenerate<T> {
  const t = useIntl().formatMessage;
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const [renewed, setRenewed] = useState<{ value: T; replaced: string } | null>(null);
  const [renewing, setRenewing] = useState(false);

  const ask = useCallback(() => {
    modal.confirm({
      title: t(messages.confirm),
      content: t(messages.hint),
      okText: t(messages.ok),
      okButtonProps: { danger: true },
      cancelText: t(messages.cancel),
      onOk: async () => {
        const replaced = currentSecret ?? "";
        setRenewing(true);
        try {
          const value = await regenerate();
          if (value !== null) setRenewed({ value, replaced });
          void message.success(t(messages.done));
        } catch (error) {
          void message.error(errorText(error));
        } finally {
          setRenewing(false);
        }
      },
    });
  }, [modal, message, t, messages, currentSecret, regenerate, errorText]);

  // The new one stands in until the live key brings it (the old secret may still be shown a moment).
  const current = renewed && (currentSecret ?? "") === renewed.replaced ? renewed.value : null;
  return { ask, renewing, renewed: current };
}
