// /pages/new, /pages/:id/edit, /stories/new and /stories/:id/edit: a page's or story's form, saved whole through
// /api. The editor holds HTML per language; at save each language's HTML becomes the editor's document (tiptap's
// JSON, loaded on demand with the editor), which the server checks and renders into the HTML it stores.
import { useCallback } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import type { ContentKind, FieldErrors } from "@comanda/shared";
import { useCompany } from "../../../company";
import { ApiError } from "../../../data/api";
import { PageSpinner } from "../../../ui/PageSpinner";
import { EditorNotFound, EditorScreen, useEntityEditor } from "../../../ui/screen";
import { contentEditorMessages as m } from "../../messages";
import { createdValues, entryToFormValues, formValuesToRequest, newContentValues, type ContentFormValues } from "../../model";
import { saveContent, uploadContentPicture, useContentEntries, type ContentEntry } from "../../repository";
import { contentEditPath, contentListPath } from "../../urls";
import { ContentEditorForm } from "../components/ContentEditorForm";
import "../../content.css";

const TEXTS = {
  page: { new: m.newPage, edit: m.editPage, notFound: m.pageNotFoundTitle, save: { saved: m.pageSaved, created: m.pageCreated } },
  story: { new: m.newStory, edit: m.editStory, notFound: m.storyNotFoundTitle, save: { saved: m.storySaved, created: m.storyCreated } },
} as const;

/**
 * The server names a refusal inside a document by its path ("content.en.content.0.type"): shown under the
 * language's text field, where the user can act on it.
 */
export function underContentFields(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, codes] of Object.entries(fields)) {
    const match = /^content\.([a-z]{2})\./.exec(path);
    const key = match ? `content.${match[1]}` : path;
    out[key] = [...new Set([...(out[key] ?? []), ...codes])];
  }
  return out;
}

export function PageEditorView() {
  const { id } = useParams<{ id: string }>();
  // A new key per entry: going from one to another starts a fresh form.
  return <ContentEditor key={`page:${id ?? "new"}`} kind="page" entryId={id ?? null} />;
}

export function StoryEditorView() {
  const { id } = useParams<{ id: string }>();
  return <ContentEditor key={`story:${id ?? "new"}`} kind="story" entryId={id ?? null} />;
}

function ContentEditor({ kind, entryId }: { kind: ContentKind; entryId: string | null }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const { companyId, loading: companyLoading } = useCompany();
  const entries = useContentEntries(companyId, kind);
  const stored = entryId ? (entries.data.find((e) => e.id === entryId) ?? null) : null;
  const texts = TEXTS[kind];
  const listPath = contentListPath(kind);

  const save = useCallback(
    async (values: ContentFormValues, id: string | undefined) => {
      const { htmlToDoc } = await import("../../richTextDoc");
      try {
        return await saveContent(kind, formValuesToRequest(values, htmlToDoc), id);
      } catch (error) {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) throw new ApiError(error.code, error.status, underContentFields(error.fields), error.details);
        throw error;
      }
    },
    [kind],
  );
  const editPath = useCallback((id: string) => contentEditPath(kind, id), [kind]);
  const editor = useEntityEditor<ContentEntry, ContentFormValues>({
    id: entryId,
    stored,
    companyLoading,
    listLoading: entries.loading,
    toValues: entryToFormValues,
    newValues: newContentValues,
    save,
    editPath,
    messages: texts.save,
    createdValues,
  });

  if (editor.notFound) return <EditorNotFound title={t(texts.notFound)} text={t(m.notFoundText)} backTo={listPath} backLabel={t(m.backToList)} />;
  if (!editor.initialValues) return <PageSpinner />;

  return (
    <EditorScreen backTo={listPath} backLabel={t(m.backToList)} title={t(entryId ? texts.edit : texts.new)} name={stored?.name}>
      <div className="content-editor">
        <ContentEditorForm
          initialValues={editor.initialValues}
          onSubmit={editor.submit}
          onCancel={() => void navigate(listPath)}
          onUploadPicture={uploadContentPicture}
        />
      </div>
    </EditorScreen>
  );
}
