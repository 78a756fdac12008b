// The pass's view: what is still to produce, summed per product and grouped by course ("No course" last).
import { Empty } from "antd";
import { useIntl } from "react-intl";
import type { CourseGroup } from "@comanda/shared";
import { boardMessages as m } from "../messages";
import type { BoardNames } from "./OrderCard";

export function OpenItemsView({ groups, names }: { groups: CourseGroup[]; names: BoardNames }) {
  const intl = useIntl();
  if (groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.emptyOpenItems)} />;
  return (
    <div className="ob-open-items" data-testid="open-items">
      {groups.map((group) => {
        const title = (group.courseId && names.course(group.courseId)) || intl.formatMessage(m.noCourse);
        return (
          <section key={group.courseId ?? "-"} className="ob-course" aria-label={title}>
            <h2 className="ob-lane-title">{title}</h2>
            <ul>
              {group.lines.map((line) => (
                <li key={line.productId} className="ob-open-line">
                  <span className="ob-qty">{line.quantity} ×</span> {names.text(line.name)}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
