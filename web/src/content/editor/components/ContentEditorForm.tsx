// The page or story editor's form (presentational): name, title and text per content language (a tab per
// language unless the company hides them), the picture and whether the shop's navigation links to it; the
// preview of what customers see and a sticky bar of actions.
import { useState } from "react";
import { Button, Card, Col, Flex, Form, Row } from "antd";
import { EyeOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { CONTENT_LIMITS } from "@comanda/shared";
import { useContentLanguages } from "../../../ui/contentLanguage";
import { CheckboxField, FormKit, SubmitButton, TextField, TranslatedField } from "../../../ui/form";
import { contentEditorMessages as m } from "../../messages";
import type { ContentFormValues } from "../../model";
import { ContentPreview } from "./ContentPreview";
import { PictureField } from "./PictureField";

export interface ContentEditorFormProps {
  initialValues: ContentFormValues;
  onSubmit: (values: ContentFormValues) => Promise<void>;
  onCancel: () => void;
  onUploadPicture: (file: File) => Promise<string>;
}

export function ContentEditorForm({ initialValues, onSubmit, onCancel, onUploadPicture }: ContentEditorFormProps) {
  const t = useIntl().formatMessage;
  const [form] = Form.useForm<ContentFormValues>();
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<ContentFormValues | null>(null);
  const { language, defaultLanguage } = useContentLanguages();

  return (
    <FormKit<ContentFormValues> form={form} initialValues={initialValues} onSubmit={onSubmit} className="content-form">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t(m.sectionText)} size="small">
            <TextField name="name" label={t(m.name)} required maxLength={200} help={t(m.nameHelp)} />
            <TranslatedField name="title" label={t(m.title)} required maxLength={CONTENT_LIMITS.titleLength} />
            <TranslatedField name="content" label={t(m.content)} rich />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <Card title={t(m.sectionPicture)} size="small">
              <PictureField onUpload={onUploadPicture} onBusyChange={setUploading} />
            </Card>
            <Card title={t(m.sectionShop)} size="small">
              <CheckboxField name="showInNavigation" label={t(m.showInNavigation)} help={t(m.showInNavigationHelp)} />
            </Card>
          </Flex>
        </Col>
      </Row>
      <div className="content-actions">
        <Flex gap={8} justify="space-between" align="center" wrap>
          {/* All values, hidden language tabs included: the preview shows the language being edited. */}
          <Button icon={<EyeOutlined />} onClick={() => setPreview(form.getFieldsValue(true) as ContentFormValues)}>
            {t(m.preview)}
          </Button>
          <Flex gap={8}>
            <Button onClick={onCancel}>{t(m.cancel)}</Button>
            <SubmitButton disabled={uploading} />
          </Flex>
        </Flex>
      </div>
      <ContentPreview values={preview} language={language} defaultLanguage={defaultLanguage} onClose={() => setPreview(null)} />
    </FormKit>
  );
}
