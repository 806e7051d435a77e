// A row of links where one is the current choice: sort tabs, profile tabs, filter chips.
export interface TabItem {
  href: string;
  label: string;
  current: boolean;
}

export function Tabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  return (
    <nav className="tabs" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.current ? 'page' : undefined}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
