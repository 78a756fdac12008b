// The category tree: drag a category before, after or onto another (onto: it becomes a sub-category), or
// use its row actions (move up/down, into the category above, out of its parent, move to…).
import { useMemo, useState } from "react";
import { ConfigProvider, Tree, Typography } from "antd";
import type { TreeDataNode, TreeProps } from "antd";
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  NodeIndexOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { LanguageCode, TreeNode } from "@comanda/shared";
import type { CategoryNode } from "../categoryTree";
import type { DisplayName } from "../displayName";
import { structureMessages as m } from "../messages";
import { categoryRowMoves, dropTarget, type TreeTarget } from "../moves";
import { ItemName } from "./ItemName";
import { RowActions } from "../../../ui/rowActions";

export interface CategoryTreeProps {
  tree: readonly CategoryNode[];
  /** The categories as shown (orphans at the top level), for the row moves. */
  nodes: readonly TreeNode[];
  nameOf: (id: string) => DisplayName;
  counts: ReadonlyMap<string, number>;
  language: LanguageCode;
  wide: boolean;
  disabled?: boolean;
  onMove: (id: string, target: TreeTarget) => void;
  onAddChild: (parentId: string) => void;
  onRename: (id: string) => void;
  onMoveTo: (id: string) => void;
  onDelete: (id: string) => void;
}

interface CategoryDataNode extends TreeDataNode {
  key: string;
  children: CategoryDataNode[];
}

function toData(nodes: readonly CategoryNode[]): CategoryDataNode[] {
  // No title: titleRender draws each row (a string title would also become a tooltip of the id).
  return nodes.map((n) => ({ key: n.category.id, children: toData(n.children) }));
}

function allKeys(nodes: readonly CategoryNode[]): string[] {
  return nodes.flatMap((n) => (n.children.length ? [n.category.id, ...allKeys(n.children)] : []));
}

// Rows of at least 40 px: touch targets (spec: mobile first).
const TREE_THEME = { components: { Tree: { titleHeight: 40, indentSize: 20 } } };

export function CategoryTree({ tree, nodes, nameOf, counts, language, wide, disabled, onMove, onAddChild, onRename, onMoveTo, onDelete }: CategoryTreeProps) {
  const intl = useIntl();
  const data = useMemo(() => toData(tree), [tree]);
  // Every category is open at first; the user's collapsing is kept, and new parents open by themselves.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const expandedKeys = useMemo(() => allKeys(tree).filter((k) => !collapsed.has(k)), [tree, collapsed]);

  const onExpand: TreeProps["onExpand"] = (keys) => {
    const open = new Set(keys.map(String));
    setCollapsed(new Set(allKeys(tree).filter((k) => !open.has(k))));
  };

  const onDrop: TreeProps<CategoryDataNode>["onDrop"] = (info) => {
    const targetId = String(info.node.key);
    const draggedId = String(info.dragNode.key);
    const pos = String(info.node.pos).split("-");
    // antd reports the drop position as an index among the target's siblings; the side is relative to it.
    const side = info.dropPosition - Number(pos[pos.length - 1]);
    const shownChildren = info.node.expanded ? (info.node.children ?? []) : [];
    const target = dropTarget({
      draggedId,
      targetId,
      dropToGap: info.dropToGap,
      side,
      firstShownChildId: shownChildren.length ? String(shownChildren[0]!.key) : null,
    });
    if (target) onMove(draggedId, target);
  };

  const titleRender = (node: TreeDataNode) => {
    const id = String(node.key);
    const name = nameOf(id);
    const label = name.text || intl.formatMessage(m.noName);
    const moves = categoryRowMoves(nodes, id);
    const siblingName = (target: TreeTarget | null) => (target ? nameOf(target.targetId).text || intl.formatMessage(m.noName) : "");
    return (
      <span className="structure-tree-row" data-id={id}>
        <span className="structure-row-main">
          <ItemName name={name} language={language} />
        </span>
        <Typography.Text type="secondary" className="structure-count">
          {intl.formatMessage(m.productCount, { count: counts.get(id) ?? 0 })}
        </Typography.Text>
        <RowActions
          wide={wide}
          disabled={disabled}
          moreLabel={intl.formatMessage(m.actions, { name: label })}
          actions={[
            { key: "add", label: intl.formatMessage(m.addSubcategory), icon: <PlusOutlined />, inline: true, onClick: () => onAddChild(id) },
            { key: "rename", label: intl.formatMessage(m.rename), icon: <EditOutlined />, inline: true, onClick: () => onRename(id) },
            { key: "up", label: intl.formatMessage(m.moveUp), icon: <ArrowUpOutlined />, disabled: !moves.up, dividerBefore: true, onClick: () => moves.up && onMove(id, moves.up) },
            { key: "down", label: intl.formatMessage(m.moveDown), icon: <ArrowDownOutlined />, disabled: !moves.down, onClick: () => moves.down && onMove(id, moves.down) },
            {
              key: "indent",
              label: moves.indent ? intl.formatMessage(m.indent, { name: siblingName(moves.indent) }) : intl.formatMessage(m.indentAny),
              icon: <MenuUnfoldOutlined />,
              disabled: !moves.indent,
              onClick: () => moves.indent && onMove(id, moves.indent),
            },
            {
              key: "outdent",
              label: moves.outdent ? intl.formatMessage(m.outdent, { name: siblingName(moves.outdent) }) : intl.formatMessage(m.outdentAny),
              icon: <MenuFoldOutlined />,
              disabled: !moves.outdent,
              onClick: () => moves.outdent && onMove(id, moves.outdent),
            },
            { key: "moveTo", label: intl.formatMessage(m.moveTo), icon: <NodeIndexOutlined />, onClick: () => onMoveTo(id) },
            {
              key: "delete",
              label: intl.formatMessage(m.delete),
              icon: <DeleteOutlined />,
              danger: true,
              inline: true,
              dividerBefore: true,
              onClick: () => onDelete(id),
            },
          ]}
        />
      </span>
    );
  };

  return (
    <ConfigProvider theme={TREE_THEME}>
      <Tree<CategoryDataNode>
        className="structure-tree"
        treeData={data}
        blockNode
        selectable={false}
        // Dragging needs a mouse (HTML drag and drop); on a phone the row actions move categories.
        draggable={wide && !disabled ? { icon: <HolderOutlined className="structure-tree-handle" /> } : false}
        expandedKeys={expandedKeys}
        onExpand={onExpand}
        onDrop={onDrop}
        titleRender={titleRender}
        aria-label={intl.formatMessage(m.categories)}
      />
    </ConfigProvider>
  );
}
