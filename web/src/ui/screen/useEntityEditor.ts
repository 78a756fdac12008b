// The editor screen's life (a list screen's "new" and ":id/edit" pages): the form's values loaded once (a change
// of the stored document meanwhile does not replace what is being typed), "not found" for an id the live list
// does not hold, and saving: "saved" in place, or "created" and on to the new entity's edit page, where what
// was saved stands in until the live list brings it.
import { useCallback, useEffect, useState } from "react";
import { App } from "antd";
import { useIntl, type MessageDescriptor } from "react-intl";
import { useLocation, useNavigate } from "react-router-dom";

/** The navigation state after creating: what was saved, and what else the screen asked to pass on. */
export type CreatedState<V> = { created?: V } & Record<string, unknown>;

export interface EntityEditorOptions<S, V> {
  /** The entity's id; null: a new one. */
  id: string | null;
  /** The stored entity from the live list (null: not there, or not yet). */
  stored: S | null;
  /** The company is still loading. */
  companyLoading: boolean;
  /** The live list is still loading (waited for only when editing). */
  listLoading: boolean;
  toValues: (stored: S) => V;
  newValues: () => V;
  /** Saves the values (a new entity when id is undefined) and answers the entity's id. Errors reach the form. */
  save: (values: V, id: string | undefined) => Promise<string>;
  editPath: (id: string) => string;
  messages: { saved: MessageDescriptor; created: MessageDescriptor };
  /** What stands in for the new entity until the live list brings it (default: the values as typed). */
  createdValues?: (values: V) => V;
  /** More navigation state for the edit page after creating. */
  createdState?: Record<string, unknown>;
}

export interface EntityEditor<V> {
  /** The form's values; null while loading (or when not found). */
  initialValues: V | null;
  /** The id names nothing in the loaded list. */
  notFound: boolean;
  /** The form's submit: saves, says so, and after creating goes on to the edit page. */
  submit: (values: V) => Promise<void>;
  /** The navigation state this page was opened with. */
  navState: CreatedState<V> | null;
}

export function useEntityEditor<S, V>(options: EntityEditorOptions<S, V>): EntityEditor<V> {
  const { id, stored, companyLoading, listLoading, toValues, newValues, save, editPath, messages, createdValues, createdState } = options;
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const navState = (location.state as CreatedState<V> | null) ?? null;
  const created = navState?.created ?? null;

  const [initialValues, setInitialValues] = useState<V | null>(null);
  const ready = !companyLoading && (!id || !listLoading);
  useEffect(() => {
    if (initialValues || !ready) return;
    if (id && stored) setInitialValues(toValues(stored));
    else if (id && created) setInitialValues(created);
    else if (!id) setInitialValues(newValues());
  }, [initialValues, ready, id, stored, created, toValues, newValues]);

  const submit = useCallback(
    async (values: V) => {
      const savedId = await save(values, id ?? undefined);
      if (id) {
        void message.success(t(messages.saved));
        return;
      }
      void message.success(t(messages.created));
      const state: CreatedState<V> = { ...createdState, created: createdValues ? createdValues(values) : values };
      void navigate(editPath(savedId), { replace: true, state });
    },
    [save, id, message, t, messages, createdState, createdValues, navigate, editPath],
  );

  return { initialValues, notFound: Boolean(id && ready && !stored && !initialValues), submit, navState };
}
