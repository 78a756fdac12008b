// /profile (owner only): the owner's profile with edit, picture, password change, logout, the subscription
// (profile/subscription) and account deletion.
import { useMemo, useState } from "react";
import { App, Button, Card, Flex, Spin, Typography } from "antd";
import { DeleteOutlined, EditOutlined, KeyOutlined, LogoutOutlined } from "@ant-design/icons";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import type { User as AuthUser } from "firebase/auth";
import type { FieldErrors } from "@comanda/shared";
import { useSession } from "../../data/session";
import { useCompany } from "../../company";
import { errorCode, useErrorText } from "../../i18n/errors";
import { ChangePasswordModal, type ChangePasswordValues } from "../components/ChangePasswordModal";
import { DeleteAccountModal } from "../components/DeleteAccountModal";
import { EditProfileModal, type ProfileFormValues } from "../components/EditProfileModal";
import { ProfileAvatar } from "../components/ProfileAvatar";
import { profileMessages as m } from "../messages";
import { SubscriptionSection } from "../subscription/SubscriptionSection";
import { changePassword, deleteAccount, saveProfile, showIntroAgain, uploadProfilePicture, useUserProfile } from "../repository";

/** An error the form kit shows under the named fields. */
function fieldsError(fields: FieldErrors): Error & { code: string; fields: FieldErrors } {
  return Object.assign(new Error("validation"), { code: "validation", fields });
}

const WRONG_PASSWORD = new Set(["auth/wrong-password", "auth/invalid-credential", "auth/invalid-login-credentials"]);

export default function ProfileView() {
  const { session } = useSession();
  if (session.status !== "signedIn") return null;
  return <Profile user={session.user} owner={session.principal.owner} />;
}

function Profile({ user, owner }: { user: AuthUser; owner: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { logout } = useSession();
  const { info, company } = useCompany();
  const profile = useUserProfile(user.uid);
  const [dialog, setDialog] = useState<"edit" | "password" | "delete" | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [showingIntro, setShowingIntro] = useState(false);

  const data = profile.data;
  const name = data?.name || data?.displayName || user.displayName || "";
  const initialValues = useMemo<ProfileFormValues>(() => ({ name, bio: data?.bio ?? "", picture: data?.picture ?? null }), [name, data?.bio, data?.picture]);
  const close = () => setDialog(null);

  const save = async (values: ProfileFormValues) => {
    await saveProfile({ name: values.name.trim(), bio: values.bio, ...(values.picture ? { picture: values.picture } : {}) });
    void message.success(intl.formatMessage(m.saved));
    close();
  };

  const savePassword = async (values: ChangePasswordValues) => {
    if (values.newPassword !== values.repeatPassword) throw fieldsError({ repeatPassword: ["password-mismatch"] });
    try {
      await changePassword(values.currentPassword, values.newPassword);
    } catch (error) {
      const code = errorCode(error);
      if (WRONG_PASSWORD.has(code)) throw fieldsError({ currentPassword: [code] });
      if (code === "auth/weak-password") throw fieldsError({ newPassword: [code] });
      throw error;
    }
    void message.success(intl.formatMessage(m.passwordChanged));
    close();
  };

  const signOut = () => void logout().then(() => navigate("/login", { replace: true }));

  const removeAccount = async () => {
    setDeleting(true);
    try {
      await deleteAccount();
      await logout();
      void navigate("/login", { replace: true });
    } catch (error) {
      void message.error(errorText(error));
      setDeleting(false);
    }
  };

  // The start checklist, once hidden on the dashboard, comes back from here (for every device of the company).
  const showIntro = async () => {
    setShowingIntro(true);
    try {
      await showIntroAgain();
      void message.success(intl.formatMessage(m.introShown));
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setShowingIntro(false);
    }
  };

  if (profile.loading) return <Spin style={{ display: "block", margin: 48 }} />;

  return (
    <div style={{ maxWidth: 760, margin: "0 auto", padding: "16px 12px 48px" }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        <FormattedMessage {...m.title} />
      </Typography.Title>
      <Flex vertical gap={16}>
        <Card>
          <Flex gap={16} align="flex-start" wrap>
            <ProfileAvatar picture={data?.picture} name={name} />
            <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
                {name}
              </Typography.Title>
              <Typography.Text type="secondary">
                <FormattedMessage {...m.email} />: {user.email}
              </Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginTop: 8, marginBottom: 0 }} type={data?.bio ? undefined : "secondary"}>
                {data?.bio || intl.formatMessage(m.noBio)}
              </Typography.Paragraph>
            </Flex>
          </Flex>
          <Flex gap={8} wrap style={{ marginTop: 16 }}>
            <Button icon={<EditOutlined />} onClick={() => setDialog("edit")}>
              <FormattedMessage {...m.editProfile} />
            </Button>
            <Button icon={<KeyOutlined />} onClick={() => setDialog("password")}>
              <FormattedMessage {...m.changePassword} />
            </Button>
            <Button icon={<LogoutOutlined />} onClick={signOut}>
              <FormattedMessage {...m.logout} />
            </Button>
          </Flex>
        </Card>

        <SubscriptionSection owner={owner} />

        {company?.introHidden === true ? (
          <Card title={intl.formatMessage(m.introHiddenTitle)}>
            <Flex gap={12} align="center" wrap>
              <Typography.Text>
                <FormattedMessage {...m.introHidden} />
              </Typography.Text>
              <Button loading={showingIntro} onClick={() => void showIntro()}>
                <FormattedMessage {...m.showIntro} />
              </Button>
            </Flex>
          </Card>
        ) : null}

        <Card>
          <Button danger icon={<DeleteOutlined />} onClick={() => setDialog("delete")}>
            <FormattedMessage {...m.deleteAccount} />
          </Button>
        </Card>
      </Flex>

      <EditProfileModal
        open={dialog === "edit"}
        initialValues={initialValues}
        onSubmit={save}
        onUploadPicture={uploadProfilePicture}
        onUploadError={(error) => void message.error(errorText(error))}
        onClose={close}
      />
      <ChangePasswordModal open={dialog === "password"} onSubmit={savePassword} onClose={close} />
      <DeleteAccountModal open={dialog === "delete"} companyName={info?.companyname} deleting={deleting} onConfirm={() => void removeAccount()} onClose={close} />
    </div>
  );
}
