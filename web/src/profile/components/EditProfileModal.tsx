// The edit-profile modal: name (at least 3 characters), bio (at least 1), picture upload.
import { useRef, useState } from "react";
import { Button, Flex, Form, Modal, Typography } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { FormattedMessage, useIntl } from "react-intl";
import { PROFILE_NAME_MIN_LENGTH, PROFILE_PICTURE_TYPES } from "@comanda/shared";
import { FormKit, SubmitButton, TextAreaField, TextField } from "../../ui/form";
import { profileMessages as m } from "../messages";
import { ProfileAvatar } from "./ProfileAvatar";

/** Keeps a form value that has no input of its own (the uploaded picture's address). */
function HeldValue(_props: { value?: unknown }) {
  return null;
}

export interface ProfileFormValues {
  name: string;
  bio: string;
  picture: string | null;
}

export interface EditProfileModalProps {
  open: boolean;
  initialValues: ProfileFormValues;
  onSubmit: (values: ProfileFormValues) => Promise<void>;
  /** Uploads the chosen file and answers the picture's address; rejects with an error code. */
  onUploadPicture: (file: File) => Promise<string>;
  onUploadError: (error: unknown) => void;
  onClose: () => void;
}

export function EditProfileModal({ open, initialValues, onSubmit, onUploadPicture, onUploadError, onClose }: EditProfileModalProps) {
  const intl = useIntl();
  const [form] = Form.useForm<ProfileFormValues>();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const picture = Form.useWatch("picture", form) ?? initialValues.picture;
  const name = Form.useWatch("name", form) ?? initialValues.name;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await onUploadPicture(file);
      form.setFieldValue("picture", url);
    } catch (error) {
      onUploadError(error);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <Modal open={open} title={intl.formatMessage(m.editProfile)} onCancel={onClose} footer={null} destroyOnHidden>
      <FormKit<ProfileFormValues> form={form} initialValues={initialValues} onSubmit={onSubmit} promptOnLeave={false}>
        <Flex align="center" gap={16} style={{ marginBottom: 16 }}>
          <ProfileAvatar picture={picture} name={name} />
          <Flex vertical gap={4}>
            <Button icon={<UploadOutlined />} loading={uploading} onClick={() => fileInput.current?.click()}>
              <FormattedMessage {...m.changePicture} />
            </Button>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <FormattedMessage {...m.pictureHint} />
            </Typography.Text>
          </Flex>
          <input
            ref={fileInput}
            type="file"
            accept={PROFILE_PICTURE_TYPES.join(",")}
            hidden
            aria-label={intl.formatMessage(m.picture)}
            data-testid="picture-input"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </Flex>
        <Form.Item name="picture" noStyle>
          <HeldValue />
        </Form.Item>
        <TextField name="name" label={intl.formatMessage(m.name)} required minLength={PROFILE_NAME_MIN_LENGTH} maxLength={200} autoComplete="name" />
        <TextAreaField name="bio" label={intl.formatMessage(m.bio)} required minLength={1} maxLength={10_000} rows={4} />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <SubmitButton disabled={uploading} />
        </Flex>
      </FormKit>
    </Modal>
  );
}
