// A user's picture, or the initial of their name.
import { Avatar } from "antd";
import { UserOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { profileMessages } from "../messages";

export function ProfileAvatar({ picture, name, size = 72 }: { picture?: string | null; name?: string | null; size?: number }) {
  const intl = useIntl();
  const initial = name?.trim().charAt(0).toUpperCase();
  return (
    <Avatar
      size={size}
      src={picture || undefined}
      alt={intl.formatMessage(profileMessages.pictureOf, { name: name ?? "" })}
      icon={!picture && !initial ? <UserOutlined /> : undefined}
      style={{ flex: "none", background: picture ? undefined : "#c2410c" }}
    >
      {!picture ? initial : null}
    </Avatar>
  );
}
