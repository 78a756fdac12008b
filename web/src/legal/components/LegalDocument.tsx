// A legal text page (privacy, terms): a title, sections, the contact address and a back link; readable without login.
import { Button, Card, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { FormattedMessage, type MessageDescriptor } from "react-intl";
import { legalMessages } from "../messages";

export interface LegalSection {
  title: MessageDescriptor;
  body: MessageDescriptor;
}

export interface LegalDocumentProps {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: readonly LegalSection[];
  updated: string;
  contactEmail: string;
  onBack: () => void;
}

export function LegalDocument({ title, intro, sections, updated, contactEmail, onBack }: LegalDocumentProps) {
  return (
    <div style={{ maxWidth: 820, margin: "0 auto", padding: "16px 12px 48px" }}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} style={{ paddingInline: 0 }}>
        <FormattedMessage {...legalMessages.back} />
      </Button>
      <Card>
        <Typography>
          <Typography.Title level={1} style={{ fontSize: 28 }}>
            <FormattedMessage {...title} />
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            <FormattedMessage {...legalMessages.lastUpdated} values={{ date: updated }} />
          </Typography.Paragraph>
          <Typography.Paragraph>
            <FormattedMessage {...intro} />
          </Typography.Paragraph>
          {sections.map((section) => (
            <section key={section.title.id}>
              <Typography.Title level={2} style={{ fontSize: 20 }}>
                <FormattedMessage {...section.title} />
              </Typography.Title>
              <Typography.Paragraph>
                <FormattedMessage {...section.body} />
              </Typography.Paragraph>
            </section>
          ))}
          <Typography.Paragraph strong>
            <FormattedMessage {...legalMessages.contactLine} values={{ email: <a key="email" href={`mailto:${contactEmail}`}>{contactEmail}</a> }} />
          </Typography.Paragraph>
        </Typography>
      </Card>
    </div>
  );
}
