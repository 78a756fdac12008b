// /users/{userId} (owner only): a user's public profile — name, bio, picture.
import { Card, Empty, Flex, Spin, Typography } from "antd";
import { useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { ProfileAvatar } from "../components/ProfileAvatar";
import { profileMessages as m } from "../messages";
import { useUserProfile } from "../repository";

export default function UserView() {
  const intl = useIntl();
  const { userId } = useParams<{ userId: string }>();
  const profile = useUserProfile(userId ?? null);

  if (profile.loading) return <Spin style={{ display: "block", margin: 48 }} />;
  // Absent, or unreadable because the user belongs to another company: both read as not found.
  if (!profile.data) return <Empty style={{ marginTop: 48 }} description={intl.formatMessage(m.userNotFound)} />;

  const { name, displayName, bio, picture } = profile.data;
  const shownName = name || displayName || "";
  return (
    <div style={{ maxWidth: 760, margin: "0 auto", padding: "16px 12px 48px" }}>
      <Card>
        <Flex gap={16} align="flex-start" wrap>
          <ProfileAvatar picture={picture} name={shownName} />
          <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
              {shownName}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }} type={bio ? undefined : "secondary"}>
              {bio || intl.formatMessage(m.noBio)}
            </Typography.Paragraph>
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
