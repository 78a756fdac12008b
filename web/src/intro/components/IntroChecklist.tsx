// The start checklist as it shows: each step ticked or not and linking to its screen, the sample data's
// notice with its delete button, what a deletion removed and kept, and the button that hides it all.
import { Alert, Button, Card, Flex, Typography } from "antd";
import { CheckCircleFilled, CloseOutlined, ShopOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { INTRO_STEP_PATHS, INTRO_STEPS, type IntroStep, type SampleDataDeletedAnswer } from "@comanda/shared";
import { introMessages as m } from "../messages";

export interface IntroChecklistProps {
  steps: Record<IntroStep, boolean>;
  /** Sample documents still there: the delete button shows while there are any. */
  samples: number;
  deleting: boolean;
  hiding: boolean;
  result: SampleDataDeletedAnswer | null;
  onDeleteSamples: () => void;
  onHide: () => void;
  /** The shop's address (opened in a new tab), and where a test order is placed. */
  shopUrl: string;
  testOrderPath: string;
}

export function IntroChecklist({ steps, samples, deleting, hiding, result, onDeleteSamples, onHide, shopUrl, testOrderPath }: IntroChecklistProps) {
  const intl = useIntl();
  const done = INTRO_STEPS.filter((step) => steps[step]).length;
  const complete = done === INTRO_STEPS.length;

  return (
    <Card
      className="intro-card"
      size="small"
      title={<Typography.Title level={2} className="intro-title">{intl.formatMessage(m.title)}</Typography.Title>}
      extra={
        <Button type="text" icon={<CloseOutlined />} loading={hiding} onClick={onHide} aria-label={intl.formatMessage(m.hideLabel)}>
          {intl.formatMessage(m.hide)}
        </Button>
      }
    >
      {complete ? (
        <Alert type="success" showIcon title={intl.formatMessage(m.complete)} />
      ) : (
        <Typography.Paragraph className="intro-lead">
          {intl.formatMessage(m.lead)} <span className="intro-progress">{intl.formatMessage(m.progress, { done, total: INTRO_STEPS.length })}</span>
        </Typography.Paragraph>
      )}
      <ol className="intro-steps">
        {INTRO_STEPS.map((step) => (
          <li key={step} className={steps[step] ? "intro-step intro-step-done" : "intro-step"} data-step={step}>
            {steps[step] ? <CheckCircleFilled className="intro-mark intro-mark-done" aria-hidden /> : <span className="intro-mark intro-mark-open" aria-hidden />}
            <span className="intro-sr">{intl.formatMessage(steps[step] ? m.stepDone : m.stepOpen)}: </span>
            <Link to={INTRO_STEP_PATHS[step]}>{intl.formatMessage(m[step])}</Link>
          </li>
        ))}
      </ol>
      <Flex className="intro-try" gap={16} wrap role="group" aria-label={intl.formatMessage(m.tryIt)}>
        <a href={shopUrl} target="_blank" rel="noopener noreferrer">
          <ShopOutlined aria-hidden /> {intl.formatMessage(m.seeShop)}
        </a>
        <Link to={testOrderPath}>
          <ShoppingCartOutlined aria-hidden /> {intl.formatMessage(m.testOrder)}
        </Link>
      </Flex>
      {samples > 0 && (
        <Alert
          className="intro-samples"
          type="info"
          title={
            <Flex gap={8} align="center" justify="space-between" wrap>
              <span>{intl.formatMessage(m.samplesNotice)}</span>
              <Button danger loading={deleting} onClick={onDeleteSamples}>
                {intl.formatMessage(m.deleteSamples)}
              </Button>
            </Flex>
          }
        />
      )}
      {result && <DeletionResult result={result} />}
    </Card>
  );
}

function DeletionResult({ result }: { result: SampleDataDeletedAnswer }) {
  const intl = useIntl();
  const { removed, keptChanged, keptInUse } = result;
  const anyRemoved = removed.products + removed.categories + removed.courses > 0;
  const keptProducts = keptChanged.products + keptInUse.products;
  const keptStructure = keptChanged.categories + keptChanged.courses + keptInUse.categories + keptInUse.courses;
  return (
    <Alert
      className="intro-result"
      type="success"
      showIcon
      role="status"
      title={anyRemoved ? intl.formatMessage(m.removed, { ...removed }) : intl.formatMessage(m.nothingRemoved)}
      description={
        keptProducts + keptStructure > 0 ? (
          <>
            {keptProducts > 0 && <div>{intl.formatMessage(m.keptProducts, { count: keptProducts })}</div>}
            {keptStructure > 0 && <div>{intl.formatMessage(m.keptStructure, { count: keptStructure })}</div>}
          </>
        ) : undefined
      }
    />
  );
}
