// The honest empty state of a screen whose capability is not built yet.
import { Empty, Typography } from "antd";
import { FormattedMessage } from "react-intl";
import type { ScreenId } from "@comanda/shared";
import { placeholderMessages } from "./messages";

export default function ComingSoonView({ screen }: { screen: ScreenId }) {
  return (
    <div style={{ padding: 24 }} data-screen={screen}>
      <Empty
        description={
          <>
            <Typography.Title level={4}>
              <FormattedMessage {...placeholderMessages.title} />
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              <FormattedMessage {...placeholderMessages.text} />
            </Typography.Paragraph>
          </>
        }
      />
    </div>
  );
}
